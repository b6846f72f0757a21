import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import type { AnyKind } from '../kinds/kind';

/** The list's table: a caption, column headers, and the first cell linking to the record (with the row handed over). */
export function RecordTable({ kind, rows }: { kind: AnyKind; rows: unknown[] }) {
  if (rows.length === 0) return <p role="status">{m.admin_empty()}</p>;
  return (
    // Focusable, so a table wider than the screen scrolls from the keyboard too.
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={kind.caption()}>
      <table className="admin-table">
        <caption>{kind.caption()}</caption>
        <thead>
          <tr>
            {kind.columns.map((column, index) => (
              <th scope="col" key={index}>
                {column.label()}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => {
            const id = kind.rowId(row);
            return (
              <tr key={id}>
                {kind.columns.map((column, index) =>
                  index === 0 && kind.detail ? (
                    <th scope="row" key={index}>
                      <Link to={`/admin/${kind.slug}/${id}`} state={{ row }}>
                        {column.cell(row)}
                      </Link>
                    </th>
                  ) : (
                    <td key={index}>{column.cell(row)}</td>
                  ),
                )}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
