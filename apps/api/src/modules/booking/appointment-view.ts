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

export function adminView(a: AppointmentRow): AdminAppointment {
  return {
    ...publicView(a),
    email: a.email,
    phone: a.phone,
    notes: a.notes,
    internalNote: a.internalNote,
    version: a.version,
    createdAt: a.createdAt.toISOString(),
  };
}
