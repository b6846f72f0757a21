import { m } from '@huron/shared/i18n';
import { NavLink } from 'react-router';
import { useQueues } from '../api/get-queues';
import { useAdminStore } from '../state/admin-store';
import { SIDEBAR_ENTRIES } from './sidebar-entries';

/** The list's last filters, so going back through the menu finds the list as it was left. */
function withFilters(to: string, filters: Record<string, string>): string {
  const slug = to.startsWith('/admin/') ? to.slice('/admin/'.length) : '';
  return filters[slug] ? `${to}?${filters[slug]}` : to;
}

/** The work queues with their counts (one GET /api/admin/queues for all); shown once the staff gate let the person in. */
export function AdminSidebar({ open, onNavigate }: { open: boolean; onNavigate(): void }) {
  const filters = useAdminStore((state) => state.filters);
  const counts = useQueues().data?.counts;
  return (
    <nav id="admin-sidebar" className="admin-sidebar" data-open={open} aria-label={m.admin_nav_label()}>
      <ul>
        {SIDEBAR_ENTRIES.map((entry) => {
          const count = entry.count === undefined ? undefined : counts?.[entry.count];
          return (
            <li key={entry.to}>
              <NavLink to={withFilters(entry.to, filters)} end={entry.end} onClick={onNavigate}>
                <span>{entry.label()}</span>
                {count !== undefined && count > 0 && (
                  <>
                    <span className="admin-count" aria-hidden="true">
                      {count}
                    </span>
                    <span className="visually-hidden">{` ${m.admin_queue_waiting({ count })}`}</span>
                  </>
                )}
              </NavLink>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
