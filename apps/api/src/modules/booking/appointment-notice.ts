import type { NotificationKind } from '@huron/shared/contracts';
import { formatDateTime } from '@huron/shared/i18n/format';
import type { ActivityNotice } from '../../platform/events/activity-recorded.event';
import type { AppointmentRow } from './appointment-row';
import { SERVICE_LABELS } from './mail/appointment-place';

/** What staff are told about a booked, moved or cancelled appointment: no notes (the client may write tax details there). */
export function appointmentNotice(kind: Extract<NotificationKind, `appointment_${string}`>, row: AppointmentRow, previousStart?: Date): ActivityNotice {
  return {
    kind,
    reference: row.reference,
    office: row.office,
    occurredAt: new Date(),
    adminPath: `/admin/appointments/${row.id}`,
    client: { name: row.name, email: row.email },
    details: [
      ['Service', SERVICE_LABELS[row.service]],
      ['Appointment', formatDateTime(row.startsAt, 'full')],
      ...(previousStart ? [['Was', formatDateTime(previousStart, 'full')] as [string, string]] : []),
    ],
  };
}
