import { site } from '@huron/shared/content';
import { formatDateTime } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../../platform/mail/mail-layout';
import type { MailMessage } from '../../../platform/mail/mail-message';
import type { AppointmentRow } from '../appointment-row';
import { placeOf, SERVICE_LABELS } from './appointment-place';

export type BookingMailKind = 'confirmed' | 'moved' | 'cancelled' | 'reminder';

/** Subjects name no person, time or tax matter: mail subjects travel and are logged in many places. */
const SUBJECTS: Record<BookingMailKind, string> = {
  confirmed: `Your appointment with ${site.brand} is booked`,
  moved: `Your appointment with ${site.brand} has moved`,
  cancelled: `Your appointment with ${site.brand} is cancelled`,
  reminder: `Reminder: your appointment with ${site.brand}`,
};

const INTROS: Record<BookingMailKind, string> = {
  confirmed: 'Thank you: your appointment is booked.',
  moved: 'Your appointment has a new time.',
  cancelled: 'Your appointment is cancelled. You are welcome to book another time whenever it suits you.',
  reminder: 'A reminder of your appointment tomorrow.',
};

/** 'Friday, December 4, 2026 at 10:00 AM EST': the shared formatter, in the firm's zone (the booking zone). */
export const describeTime = (startsAt: Date): string => formatDateTime(startsAt, 'full');

/** Text first, HTML alternative; the invitation rides along as a calendar part (see MailMessage.calendar). */
export function renderBookingMail(kind: BookingMailKind, a: AppointmentRow, extra: { manageUrl?: string; calendar?: MailMessage['calendar'] }): MailMessage {
  const place = placeOf(a.office);
  const facts = [
    `Reference: ${a.reference}`,
    `When: ${describeTime(a.startsAt)}`,
    `Where: ${place.title}, ${place.location}`,
    `Service: ${SERVICE_LABELS[a.service]}`,
  ];
  const manage = kind !== 'cancelled' && extra.manageUrl ? `To move or cancel it: ${extra.manageUrl}` : null;
  const text = [`Hello ${a.name},`, '', INTROS[kind], '', ...facts, ...(manage ? ['', manage] : []), '', `Questions? Call ${site.supportPhone}.`].join('\n');
  const html = [
    `<p>Hello ${escape(a.name)},</p><p>${escape(INTROS[kind])}</p>`,
    `<ul>${facts.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>`,
    manage ? `<p><a href="${escape(extra.manageUrl!)}">Move or cancel your appointment</a></p>` : '',
    `<p>Questions? Call ${escape(site.supportPhone)}.</p>`,
  ].join('');
  return { kind: `booking.${kind}`, to: a.email, subject: SUBJECTS[kind], text, html, calendar: extra.calendar };
}
