import { m } from '@huron/shared/i18n';
import type { ReactNode } from 'react';

interface StaffTableProps {
  caption: string;
  headings: ReactNode[];
  /** Each heading's aria-sort, where the list can be sorted by it (RecordTable). */
  sorts?: Array<'ascending' | 'descending' | 'none' | undefined>;
  /** A last column of buttons per row, its heading read by screen readers only. */
  actions?: boolean;
  /** What to say instead of an empty table; without it an empty table is shown. */
  empty?: string;
  rowCount: number;
  /** The rows. */
  children: ReactNode;
}

/** Every back-office table: captioned, in a scroll region named like it (focusable, so a wide table scrolls by keyboard). */
export function StaffTable({ caption, headings, sorts = [], actions = false, empty, rowCount, children }: StaffTableProps) {
  if (empty !== undefined && rowCount === 0) return <p role="status">{empty}</p>;
  return (
    <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={caption}>
      <table className="admin-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {headings.map((heading, index) => (
              <th scope="col" key={index} aria-sort={sorts[index]}>
                {heading}
              </th>
            ))}
            {actions && (
              <th scope="col">
                <span className="visually-hidden">{m.admin_actions()}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}
