import type { AdminAppointment, BookingAppointment } from '@huron/shared/contracts';
import type { AppointmentRow } from './appointment-row';

export function publicView(a: AppointmentRow): BookingAppointment {
  return {
    id: a.id,
    reference: a.reference,
    office: a.office,
    service: a.service,
    startsAt: a.startsAt.toISOString(),
    endsAt: a.endsAt.toISOString(),
    status: a.status,
    name: a.name,
  };
}

/** `names`: the assignees' names (PeopleDirectoryService.staffNamesOf). */
export function adminView(a: AppointmentRow, names: Map<string, string> = new Map()): AdminAppointment {
  return {
    ...publicView(a),
    email: a.email,
    phone: a.phone,
    notes: a.notes,
    internalNote: a.internalNote,
    assigneeId: a.assigneeId ?? null,
    assigneeName: a.assigneeId ? (names.get(a.assigneeId) ?? null) : null,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
    locale: a.locale ?? 'en',
  };
}
