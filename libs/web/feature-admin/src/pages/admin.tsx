import '../styles.css';
import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { AdminLayout } from '../components/admin-layout';
import { CalendarFeedsSection } from '../components/calendar-feeds';
import { NotificationPreferencesSection } from '../components/notification-preferences';
import { OverviewFigures } from '../components/overview-figures';
import { kinds } from '../kinds';

export function AdminOverviewPage() {
  return (
    <AdminLayout title={m.admin_overview_title()} path="/admin">
      <OverviewFigures />
      <h2>{m.admin_overview_lists()}</h2>
      <ul className="admin-cards">
        {kinds.map((kind) => (
          <li key={kind.slug} className="card admin-card">
            <Link to={`/admin/${kind.slug}`}>{kind.title()}</Link>
          </li>
        ))}
      </ul>
      {/* The staff member's own settings live here, not on a page of their own: a route more would put the shell's
          route table, which every form page loads, over its budget. */}
      <NotificationPreferencesSection />
      <CalendarFeedsSection />
    </AdminLayout>
  );
}
