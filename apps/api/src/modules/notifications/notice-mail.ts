import type { NotificationKind } from '@huron/shared/contracts';
import { officeBySlug, offices, site } from '@huron/shared/content';
import { formatDateTime } from '@huron/shared/i18n/format';
import type { ActivityNotice } from '../../platform/events/activity-recorded.event';
import { escapeHtml } from '../../platform/mail/mail-layout';
import type { MailMessage } from '../../platform/mail/mail-message';

/** What each kind is called in subjects and digests. */
export const KIND_TITLES: Record<NotificationKind, string> = {
  appointment_booked: 'New appointment',
  appointment_moved: 'Appointment moved',
  appointment_cancelled: 'Appointment cancelled',
  referral_received: 'New referral',
  payment_received: 'Payment received',
  payment_refunded: 'Payment refunded',
  application_received: 'New job application',
  group_registration_received: 'New group registration',
  tax_intake_received: 'New tax intake',
  contact_message_received: 'New contact message',
};

/** A moment as the firm reads it (the shared formatter, Detroit time): "Dec 1, 2026, 10:00 AM EST". */
const firmTime = (at: Date): string => formatDateTime(at);

/**
 * The mailbox a notice goes to: an explicit address (hiring), else the record's office; remote clients belong to the
 * main office (as their confirmation mail says); nothing office-bound goes to the firm's address.
 */
export function mailboxFor(notice: Pick<ActivityNotice, 'office' | 'address'>): string {
  if (notice.address) return notice.address;
  if (notice.office === 'remote') return offices[0]?.email ?? site.emails.info; // the main office, listed first
  return (notice.office && officeBySlug(notice.office)?.email) || site.emails.info;
}

const officeName = (office: string | null) => (office === 'remote' ? 'Remote (phone or video)' : office ? (officeBySlug(office)?.name ?? office) : null);

/**
 * The one email about one event, to the office mailbox or to a staff member who asked for copies. It names the kind,
 * reference, time and the record's /admin link; the client's name and address only in the body and Reply-To, never
 * in the subject. No tax answers, no document names or contents: those are read in the back office.
 */
export function noticeMail(notice: ActivityNotice, to: string, publicUrl: string): MailMessage {
  const link = `${publicUrl}${notice.adminPath}`;
  const rows: Array<[string, string]> = [
    ['What', KIND_TITLES[notice.kind]],
    ['Reference', notice.reference],
    ['When', firmTime(notice.occurredAt)],
    ...(officeName(notice.office) ? [['Office', officeName(notice.office)!] as [string, string]] : []),
    ...(notice.client ? [['Client', `${notice.client.name} <${notice.client.email}>`] as [string, string]] : []),
    ...notice.details,
  ];
  const reply = notice.client ? 'Reply to this email to write to the client.' : '';
  const text = [
    `${KIND_TITLES[notice.kind]} (${notice.reference}).`,
    rows.map(([label, value]) => `${label}: ${value}`).join('\n'),
    `Open it in the back office: ${link}`,
    reply,
  ]
    .filter(Boolean)
    .join('\n\n');
  const html = [
    `<p>${escapeHtml(`${KIND_TITLES[notice.kind]} (${notice.reference}).`)}</p>`,
    `<table>${rows.map(([label, value]) => `<tr><th align="left">${escapeHtml(label)}</th><td>${escapeHtml(value)}</td></tr>`).join('')}</table>`,
    `<p><a href="${escapeHtml(link)}">Open ${escapeHtml(notice.reference)} in the back office</a></p>`,
    reply && `<p>${escapeHtml(reply)}</p>`,
  ].join('');
  return {
    kind: `notifications.${notice.kind}`,
    to,
    ...(notice.client && { replyTo: notice.client.email }),
    subject: `${KIND_TITLES[notice.kind]} ${notice.reference}`,
    text,
    html,
  };
}

export interface DigestLine {
  reference: string;
  office: string | null;
  occurredAt: Date;
  adminPath: string;
}

/** One staff member's daily list of one kind: reference, time, office and link per line; no client data. */
export function digestMail(kind: NotificationKind, to: string, lines: DigestLine[], publicUrl: string): MailMessage {
  const title = KIND_TITLES[kind];
  const subject = `Daily digest: ${title} (${lines.length})`;
  const entry = (l: DigestLine) => [l.reference, firmTime(l.occurredAt), officeName(l.office)].filter(Boolean).join(' · ');
  const text = [
    `${lines.length} × ${title} since your last digest:`,
    lines.map((l) => `- ${entry(l)}\n  ${publicUrl}${l.adminPath}`).join('\n'),
    'You get this digest because you chose it in the back office (Notifications).',
  ].join('\n\n');
  const html = [
    `<p>${escapeHtml(`${lines.length} × ${title} since your last digest:`)}</p>`,
    `<ul>${lines.map((l) => `<li><a href="${escapeHtml(`${publicUrl}${l.adminPath}`)}">${escapeHtml(entry(l))}</a></li>`).join('')}</ul>`,
    '<p>You get this digest because you chose it in the back office (Notifications).</p>',
  ].join('');
  return { kind: 'notifications.digest', to, subject, text, html };
}
