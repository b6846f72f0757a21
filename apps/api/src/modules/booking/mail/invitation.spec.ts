import ICAL from 'ical.js';
import { buildInvitation, type InvitationInput } from './invitation';

const input = (name: string): InvitationInput => ({
  appointmentId: '0b7c4a52-8f55-4d4e-9a55-0c6b0d1f3a11',
  office: 'dearborn',
  service: 'individual-return',
  startsAt: new Date('2026-12-01T15:00:00Z'),
  endsAt: new Date('2026-12-01T16:00:00Z'),
  attendee: { name, email: 'client@example.com' },
  organizerEmail: 'office@example.com',
  sequence: 0,
});

/** The attendees as a real iCalendar parser reads the invitation: address and common name. */
function attendeesOf(ics: string): { address: string; cn: unknown }[] {
  const event = new ICAL.Component(ICAL.parse(ics)).getFirstSubcomponent('vevent')!;
  return event.getAllProperties('attendee').map((property) => ({ address: String(property.getFirstValue()), cn: property.getParameter('cn') }));
}

describe('buildInvitation', () => {
  it('names the attendee as typed when the name is plain', () => {
    expect(attendeesOf(buildInvitation(input("Dana O'Client, Jr.; CPA: yes"), 'REQUEST'))).toEqual([
      { address: 'mailto:client@example.com', cn: "Dana O'Client, Jr.; CPA: yes" },
    ]);
  });

  it.each([
    ['a double quote', 'Ann" :mailto:attacker@evil.example', "Ann' :mailto:attacker@evil.example"],
    ['a quote and a parameter', 'Ann";ROLE=CHAIR:mailto:attacker@evil.example', "Ann';ROLE=CHAIR:mailto:attacker@evil.example"],
    ['a line break', 'Ann\r\nATTENDEE:mailto:attacker@evil.example', 'Ann ATTENDEE:mailto:attacker@evil.example'],
    ['a lone line feed and a tab', 'Ann\n\tX', 'Ann X'],
  ])('keeps a name with %s inside the common name: one attendee, the client', (_what, name, cn) => {
    const ics = buildInvitation(input(name), 'REQUEST');
    expect(attendeesOf(ics)).toEqual([{ address: 'mailto:client@example.com', cn }]);
    expect(ics).not.toMatch(/^ATTENDEE:mailto:attacker/m);
  });
});
