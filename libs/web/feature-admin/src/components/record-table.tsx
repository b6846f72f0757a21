import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import type { AnyKind } from '../kinds/kind';
import type { RowSelection } from './bulk-actions';
import { StaffTable } from './staff-table';

/** The table's name: the kind's caption, and the order when the list can be read either way ("Payments, oldest first"). */
function captionOf(kind: AnyKind, order: string | null): string {
  if (!kind.filters.some((filter) => filter.name === 'order')) return kind.caption();
  return m.admin_caption_in_order({ caption: kind.caption(), order: (order === 'oldest' ? m.admin_order_oldest() : m.admin_order_newest()).toLowerCase() });
}

/** The list's table: a caption, column headers, and the first cell linking to the record (with the row handed over). */
export function RecordTable({ kind, rows, order, selection }: { kind: AnyKind; rows: unknown[]; order: string | null; selection?: RowSelection }) {
  const caption = captionOf(kind, order);
  const headings = kind.columns.map((column) => column.label());
  return (
    <StaffTable
      caption={caption}
      headings={selection ? [<SelectAll key="select" rows={rows.map((row) => kind.rowId(row))} selection={selection} />, ...headings] : headings}
      empty={m.admin_empty()}
      rowCount={rows.length}
    >
      {rows.map((row) => {
        const id = kind.rowId(row);
        return (
          <tr key={id} aria-selected={selection ? selection.selected.has(id) : undefined}>
            {selection && (
              <td data-label={m.admin_bulk_select_heading()}>
                <input
                  type="checkbox"
                  className="admin-select"
                  checked={selection.selected.has(id)}
                  onChange={() => selection.toggle(id)}
                  aria-label={m.admin_bulk_select_row({ name: rowName(kind, row) })}
                />
              </td>
            )}
            {kind.columns.map((column, index) =>
              index === 0 && (kind.detail || kind.rowLink) ? (
                <th scope="row" key={index}>
                  <Link to={kind.rowLink ? kind.rowLink(row) : `/admin/${kind.slug}/${id}`} state={{ row }}>
                    {column.cell(row)}
                  </Link>
                </th>
              ) : (
                <td key={index} data-label={column.label()}>
                  {column.cell(row)}
                </td>
              ),
            )}
          </tr>
        );
      })}
    </StaffTable>
  );
}

/** A row's name for its checkbox: the first words of its cells ("Nov 26, 7:42 PM, Dana Client"). */
function rowName(kind: AnyKind, row: unknown): string {
  return kind.columns
    .map((column) => column.cell(row))
    .filter((cell): cell is string => typeof cell === 'string' && cell !== '')
    .slice(0, 2)
    .join(', ');
}

/** The heading checkbox: every row of the page, mixed when some are chosen. */
function SelectAll({ rows, selection }: { rows: string[]; selection: RowSelection }) {
  const chosen = rows.filter((id) => selection.selected.has(id)).length;
  return (
    <input
      type="checkbox"
      className="admin-select"
      checked={rows.length > 0 && chosen === rows.length}
      ref={(input) => {
        if (input) input.indeterminate = chosen > 0 && chosen < rows.length;
      }}
      onChange={(event) => selection.setAll(event.target.checked)}
      aria-label={m.admin_bulk_select_all()}
    />
  );
}
