import { createEvent } from 'ics';
import { site } from '@huron/shared/content';
import type { BookingOffice, BookingService } from '@huron/shared/contracts';
import { placeOf, SERVICE_LABELS } from './appointment-place';

export interface InvitationInput {
  appointmentId: string;
  office: BookingOffice;
  service: BookingService;
  startsAt: Date;
  endsAt: Date;
  attendee: { name: string; email: string };
  organizerEmail: string;
  /** Raised by every move and by the cancellation, so calendars replace the earlier copy. */
  sequence: number;
  manageUrl?: string;
}

/** The stable UID: one per appointment, so every update and the cancellation land on the same calendar entry. */
export const invitationUid = (appointmentId: string, domain: string) => `appointment-${appointmentId}@${domain}`;

/**
 * A name as an iCalendar parameter value (RFC 5545 3.1: a quoted-string holds no DQUOTE and no control character,
 * and has no escape for either). The `ics` library quotes the value but writes `"` as `\"`, which ends the quoted
 * string early: `Ann" :mailto:attacker@evil.example` would turn the rest into the attendee's address. So a double
 * quote becomes a single one and control characters (line breaks too) a space; `;`, `,` and `:` are safe inside the
 * quotes the library adds.
 */
export function asParameterText(value: string): string {
  return (
    value
      // eslint-disable-next-line no-control-regex -- removing control characters is the point
      .replace(/[\u0000-\u001f\u007f]+/g, ' ')
      .replaceAll('"', "'")
      .replace(/ {2,}/g, ' ')
      .trim()
  );
}

/** An iCalendar REQUEST (new or moved) or CANCEL, times in UTC. */
export function buildInvitation(input: InvitationInput, method: 'REQUEST' | 'CANCEL'): string {
  const place = placeOf(input.office);
  const { error, value } = createEvent({
    productId: '-//Huron Tax & Accounting//Booking//EN',
    method,
    uid: invitationUid(input.appointmentId, site.domain),
    sequence: input.sequence,
    status: method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED',
    start: input.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: input.endsAt.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
    title: `${SERVICE_LABELS[input.service]}: ${site.brand}`,
    description: input.manageUrl ? `To move or cancel: ${input.manageUrl}` : undefined,
    location: place.location,
    organizer: { name: site.brand, email: input.organizerEmail },
    attendees: [{ name: asParameterText(input.attendee.name), email: input.attendee.email, rsvp: false, partstat: 'ACCEPTED', role: 'REQ-PARTICIPANT' }],
  });
  if (error || !value) throw new Error(`could not build the invitation: ${error?.message ?? 'empty'}`);
  return value;
}
