import type { NotificationKind } from '@huron/shared/contracts';
import type { ActivityNotice } from '../../platform/events/activity-recorded.event';
import type { AppointmentRow } from './appointment-row';
import { SERVICE_LABELS } from './mail/appointment-place';

const DETROIT = new Intl.DateTimeFormat('en-US', { timeZone: 'America/Detroit', dateStyle: 'full', timeStyle: 'short' });

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
      ['Appointment', `${DETROIT.format(row.startsAt)} (Detroit time)`],
      ...(previousStart ? [['Was', `${DETROIT.format(previousStart)} (Detroit time)`] as [string, string]] : []),
    ],
  };
}
