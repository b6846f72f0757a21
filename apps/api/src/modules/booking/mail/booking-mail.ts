import { officeBySlug, site } from '@huron/shared/content';
import type { BookingOffice, BookingService, SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml } from '@huron/shared/i18n';
import { formatDateTime } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../../platform/mail/mail-layout';
import type { MailMessage } from '../../../platform/mail/mail-message';
import type { AppointmentRow } from '../appointment-row';

export type BookingMailKind = 'confirmed' | 'moved' | 'cancelled' | 'reminder';

type Words = { locale: SiteLocale };

/** Subjects name no person, time or tax matter: mail subjects travel and are logged in many places. */
const SUBJECTS: Record<BookingMailKind, (t: Words) => string> = {
  confirmed: (t) => m.mail_booking_subject_confirmed({ brand: site.brand }, t),
  moved: (t) => m.mail_booking_subject_moved({ brand: site.brand }, t),
  cancelled: (t) => m.mail_booking_subject_cancelled({ brand: site.brand }, t),
  reminder: (t) => m.mail_booking_subject_reminder({ brand: site.brand }, t),
};

const INTROS: Record<BookingMailKind, (t: Words) => string> = {
  confirmed: (t) => m.mail_booking_intro_confirmed({}, t),
  moved: (t) => m.mail_booking_intro_moved({}, t),
  cancelled: (t) => m.mail_booking_intro_cancelled({}, t),
  reminder: (t) => m.mail_booking_intro_reminder({}, t),
};

/** The services as the booking form names them, in the mail's language (the catalogue's booking_service_* words). */
const SERVICES: Record<BookingService, (t: Words) => string> = {
  'individual-return': (t) => m.booking_service_individual_return({}, t),
  'business-return': (t) => m.booking_service_business_return({}, t),
  'tax-problem': (t) => m.booking_service_tax_problem({}, t),
  advisory: (t) => m.booking_service_advisory({}, t),
  other: (t) => m.booking_service_other({}, t),
};

/** Where the appointment happens, in the mail's language (appointment-place.ts says it for the invitation). */
function placeIn(office: BookingOffice, t: Words): string {
  const ltr = isolateFor(t.locale);
  if (office === 'remote') return `${m.mail_booking_remote_title({}, t)}, ${m.mail_booking_remote_location({ phone: ltr(site.supportPhone) }, t)}`;
  const o = officeBySlug(office)!;
  const location = o.address
    ? ltr(`${o.address.street}, ${o.address.city}, ${o.address.region} ${o.address.postalCode}`)
    : m.mail_booking_office_by_appointment({ office: o.name, phone: ltr(o.phone) }, t);
  return `${m.mail_booking_office_title({ office: o.name }, t)}, ${location}`;
}

/** 'Friday, December 4, 2026 at 10:00 AM EST': the shared formatter, in the firm's zone (the booking zone) and the mail's language. */
export const describeTime = (startsAt: Date, locale: SiteLocale = 'en'): string => formatDateTime(startsAt, 'full', locale);

/**
 * Text first, HTML alternative; the invitation rides along as a calendar part (see MailMessage.calendar). Written in
 * the language of the page the appointment was booked from.
 */
export function renderBookingMail(kind: BookingMailKind, a: AppointmentRow, extra: { manageUrl?: string; calendar?: MailMessage['calendar'] }): MailMessage {
  const locale = a.locale ?? 'en';
  const t = { locale };
  const ltr = isolateFor(locale);
  const facts = [
    m.mail_booking_reference({ reference: ltr(a.reference) }, t),
    m.mail_booking_when({ when: describeTime(a.startsAt, locale) }, t),
    m.mail_booking_where({ place: placeIn(a.office, t) }, t),
    m.mail_booking_service({ service: SERVICES[a.service](t) }, t),
  ];
  const intro = INTROS[kind](t);
  const questions = m.mail_questions_call({ phone: ltr(site.supportPhone) }, t);
  const manage = kind !== 'cancelled' && extra.manageUrl ? m.mail_booking_manage_text({ url: ltr(extra.manageUrl) }, t) : null;
  const text = [m.mail_hello_name({ name: a.name }, t), '', intro, '', ...facts, ...(manage ? ['', manage] : []), '', questions].join('\n');
  const html = [
    `<p>${escape(m.mail_hello_name({ name: a.name }, t))}</p><p>${escape(intro)}</p>`,
    `<ul>${facts.map((f) => `<li>${escape(f)}</li>`).join('')}</ul>`,
    manage ? `<p><a href="${escape(extra.manageUrl!)}">${escape(m.mail_booking_manage_link({}, t))}</a></p>` : '',
    `<p>${escape(questions)}</p>`,
  ].join('');
  return { kind: `booking.${kind}`, to: a.email, subject: SUBJECTS[kind](t), text, html: mailHtml(html, locale), calendar: extra.calendar, locale };
}
