import '../styles.css';
import { m } from '@huron/shared/i18n';
import { AdminLayout } from '../components/admin-layout';
import { CalendarFeedsSection } from '../components/calendar-feeds';
import { NotificationPreferencesSection } from '../components/notification-preferences';

/** The signed-in staff member's own settings: which emails they get, and their calendar feeds. */
export function AdminNotificationsPage() {
  return (
    <AdminLayout title={m.admin_notifications_title()} path="/admin/notifications">
      <NotificationPreferencesSection />
      <CalendarFeedsSection />
    </AdminLayout>
  );
}
