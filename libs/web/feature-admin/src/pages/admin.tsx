import '../styles.css';
import { m } from '@huron/shared/i18n';
import { AdminLayout } from '../components/admin-layout';
import { CalendarFeedsSection } from '../components/calendar-feeds';
import { NotificationPreferencesSection } from '../components/notification-preferences';
import { OverviewFigures } from '../components/overview-figures';

export function AdminOverviewPage() {
  return (
    <AdminLayout title={m.admin_overview_title()} path="/admin">
      <OverviewFigures />
      {/* The lists are the sidebar's work queues (the shell): no second list of them here. */}
      {/* The staff member's own settings live here, not on a page of their own: a route more would put the shell's
          route table, which every form page loads, over its budget. */}
      <NotificationPreferencesSection />
      <CalendarFeedsSection />
    </AdminLayout>
  );
}
