import type { AppointmentStatus, BookingOffice, BookingService } from '@huron/shared/contracts';

/** A booking_appointments row as the repository returns it. */
export interface AppointmentRow {
  id: string;
  reference: string;
  office: BookingOffice;
  service: BookingService;
  startsAt: Date;
  endsAt: Date;
  status: AppointmentStatus;
  name: string;
  email: string;
  phone: string;
  notes: string | null;
  internalNote: string | null;
  /** The preparer (a staff member), when one is assigned. */
  assigneeId?: string | null;
  icsSequence: number;
  version: number;
  createdAt: Date;
}

export interface NewAppointment {
  reference: string;
  office: BookingOffice;
  service: BookingService;
  startsAt: Date;
  endsAt: Date;
  name: string;
  email: string;
  phone: string;
  notes: string | null;
  manageTokenHash: string;
  referralCode: string | null;
}

export interface ClosureRow {
  id: string;
  office: BookingOffice;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}
