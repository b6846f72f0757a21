import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import type { AnyKind, Column } from '../kinds/kind';
import type { RowSelection } from './bulk-actions';
import { StaffTable } from './staff-table';

/** How the list is read now: by name (`sort`), else by date (`order`). */
export interface ListSorting {
  sort: string | null;
  order: string | null;
}

/** The table's name: the kind's caption, and the order when the list can be read either way ("Payments, oldest first"). */
function captionOf(kind: AnyKind, order: string | null): string {
  if (!kind.filters.some((filter) => filter.name === 'order')) return kind.caption();
  return m.admin_caption_in_order({ caption: kind.caption(), order: (order === 'oldest' ? m.admin_order_oldest() : m.admin_order_newest()).toLowerCase() });
}

/** aria-sort of a sortable column: the name column while sorted by name, the date column otherwise. */
function ariaSort(column: Column<unknown>, { sort, order }: ListSorting): 'ascending' | 'descending' | 'none' | undefined {
  if (!column.sort) return undefined;
  if (column.sort === 'name') return sort === 'name' ? 'ascending' : sort === '-name' ? 'descending' : 'none';
  return sort ? 'none' : order === 'oldest' ? 'ascending' : 'descending';
}

/** What a click on a sortable heading asks for: by name A to Z, then Z to A; by date newest first, then oldest. */
export function nextSorting(column: Column<unknown>, current: ListSorting): ListSorting {
  if (column.sort === 'name') return { sort: current.sort === 'name' ? '-name' : 'name', order: null };
  return { sort: null, order: !current.sort && current.order !== 'oldest' ? 'oldest' : null };
}

/**
 * The list's table: a caption, column headers (a sortable one is a button: the API sorts, page by page), and the
 * first cell linking to the record (with the row handed over). Cells carry their heading for the stacked phone layout.
 */
export function RecordTable({
  kind,
  rows,
  sorting,
  onSort,
  selection,
}: {
  kind: AnyKind;
  rows: unknown[];
  sorting: ListSorting;
  onSort?(next: ListSorting): void;
  /** Rows chosen for a bulk change: a checkbox first in each row, and one in the heading for the page. */
  selection?: RowSelection;
}) {
  const caption = captionOf(kind, sorting.sort ? null : sorting.order);
  // By date only where the list takes `order` (appointments run by time).
  const sortable = (column: Column<unknown>) => Boolean(onSort && column.sort && (column.sort === 'name' || kind.filters.some((f) => f.name === 'order')));
  const headings = kind.columns.map((column) =>
    sortable(column) && onSort ? (
      <button
        type="button"
        className="admin-sort"
        onClick={() => onSort(nextSorting(column, sorting))}
        aria-label={m.admin_sort_by({ column: column.label() })}
      >
        {column.label()}
        <span aria-hidden="true">{{ ascending: ' ▲', descending: ' ▼', none: '' }[ariaSort(column, sorting) ?? 'none']}</span>
      </button>
    ) : (
      column.label()
    ),
  );
  return (
    <StaffTable
      caption={caption}
      headings={selection ? [<SelectAll key="select" rows={rows.map((row) => kind.rowId(row))} selection={selection} />, ...headings] : headings}
      sorts={[...(selection ? [undefined] : []), ...kind.columns.map((column) => (sortable(column) ? ariaSort(column, sorting) : undefined))]}
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
