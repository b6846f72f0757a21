import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import type { AnyKind } from '../kinds/kind';
import { StaffTable } from './staff-table';

/** The table's name: the kind's caption, and the order when the list can be read either way ("Payments, oldest first"). */
function captionOf(kind: AnyKind, order: string | null): string {
  if (!kind.filters.some((filter) => filter.name === 'order')) return kind.caption();
  return m.admin_caption_in_order({ caption: kind.caption(), order: (order === 'oldest' ? m.admin_order_oldest() : m.admin_order_newest()).toLowerCase() });
}

/** The list's table: a caption, column headers, and the first cell linking to the record (with the row handed over). */
export function RecordTable({ kind, rows, order }: { kind: AnyKind; rows: unknown[]; order: string | null }) {
  const caption = captionOf(kind, order);
  return (
    <StaffTable caption={caption} headings={kind.columns.map((column) => column.label())} empty={m.admin_empty()} rowCount={rows.length}>
      {rows.map((row) => {
        const id = kind.rowId(row);
        return (
          <tr key={id}>
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
