import type { AppointmentStatus, BookingOffice, BookingService, SiteLocale } from '@huron/shared/contracts';

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
  /** The language of the page it was booked from: the client's mails about it are written in it (issue 46). */
  locale?: SiteLocale;
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
  locale?: SiteLocale;
}

export interface ClosureRow {
  id: string;
  office: BookingOffice;
  startsAt: Date;
  endsAt: Date;
  reason: string;
}
