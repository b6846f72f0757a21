import { createHash } from 'node:crypto';
import ICAL from 'ical.js';
import type { ReceivedMail } from '../support/smtp-sink';

export interface Json {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; token?: string; bearer?: string; headers?: Record<string, string> } = {},
): Promise<Json> {
  const res = await fetch(`${baseUrl}/api${path}`, {
    method,
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.token !== undefined && { 'x-booking-token': options.token }),
      ...(options.bearer && { authorization: `Bearer ${options.bearer}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: res.headers };
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10);

/** Free start times of `office` from three days ahead (so every one is more than 24 h away), earliest first. */
export async function freeTimes(baseUrl: string, office = 'dearborn'): Promise<string[]> {
  const res = await call(baseUrl, 'GET', `/booking/availability?office=${office}&from=${day(3)}&to=${day(40)}`);
  if (res.status !== 200) throw new Error(`availability answered ${res.status}`);
  return (res.body['days'] as { times: { startsAt: string }[] }[]).flatMap((d) => d.times.map((t) => t.startsAt));
}

/** A phone number of the email's own (the same for the same email): one number may hold only two upcoming appointments. */
export function phoneFor(email: string): string {
  const digits = String(parseInt(createHash('sha256').update(email).digest('hex').slice(0, 12), 16))
    .slice(-7)
    .padStart(7, '0');
  return `(313) ${digits.slice(0, 3)}-${digits.slice(3)}`;
}

export const contact = (email: string, phone = phoneFor(email)) => ({ name: 'Dana Client', email, phone, notes: 'First visit' });

/** The private link's id and token from a booking email. */
export function manageLinkIn(mail: ReceivedMail): { id: string; token: string } {
  const match = /\/schedule\/manage#id=([0-9a-f-]{36})&token=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no manage link in: ${mail.subject}`);
  return { id: match[1]!, token: match[2]! };
}

/** Parses the invitation with a real iCalendar parser; throws on malformed data. */
export function parseInvitation(ics: string) {
  const calendar = new ICAL.Component(ICAL.parse(ics));
  const event = calendar.getFirstSubcomponent('vevent')!;
  const start = event.getFirstPropertyValue('dtstart') as ICAL.Time;
  const end = event.getFirstPropertyValue('dtend') as ICAL.Time;
  return {
    method: calendar.getFirstPropertyValue('method'),
    uid: event.getFirstPropertyValue('uid'),
    sequence: event.getFirstPropertyValue('sequence'),
    status: event.getFirstPropertyValue('status'),
    startUtc: start.toJSDate().toISOString(),
    startZone: start.zone?.tzid,
    endUtc: end.toJSDate().toISOString(),
    location: event.getFirstPropertyValue('location'),
  };
}
