import { inBrandedLayout } from '../../../platform/mail/mail-layout';
import type { AppointmentRow } from '../appointment-row';
import { renderBookingMail } from './booking-mail';
import { buildInvitation } from './invitation';

const appointment: AppointmentRow = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  reference: 'BK-7K3Q-9M2D',
  office: 'dearborn',
  service: 'tax-problem',
  startsAt: new Date('2026-03-08T15:00:00Z'),
  endsAt: new Date('2026-03-08T15:30:00Z'),
  status: 'confirmed',
  name: 'Dana <script>alert(1)</script>',
  email: 'dana@example.com',
  phone: '(313) 555-0199',
  notes: null,
  internalNote: null,
  icsSequence: 0,
  version: 1,
  createdAt: new Date(),
};

describe('booking mails', () => {
  it('keeps people, times and tax matters out of the subject, and escapes the HTML part', () => {
    for (const kind of ['confirmed', 'moved', 'cancelled', 'reminder'] as const) {
      const mail = renderBookingMail(kind, appointment, { manageUrl: 'https://x.example/schedule/manage#id=a&token=b' });
      expect(mail.subject).not.toMatch(/Dana|2026|March|IRS|tax problem|Dearborn/i);
      expect(mail.html).not.toContain('<script>');
      expect(mail.text).toContain('When: Sunday, March 8, 2026 at 11:00 AM EDT');
    }
    expect(renderBookingMail('cancelled', appointment, { manageUrl: 'https://x.example/m' }).text).not.toContain('https://x.example/m');
  });

  it('builds a REQUEST and a CANCEL with one UID, UTC times and the office address', () => {
    const input = {
      appointmentId: appointment.id,
      office: appointment.office,
      service: appointment.service,
      startsAt: appointment.startsAt,
      endsAt: appointment.endsAt,
      attendee: { name: 'Dana', email: 'dana@example.com' },
      organizerEmail: 'info@hurontax.example',
      sequence: 2,
    };
    const request = buildInvitation(input, 'REQUEST');
    const cancel = buildInvitation(input, 'CANCEL');
    for (const ics of [request, cancel]) {
      expect(ics).toContain(`UID:appointment-${appointment.id}@hurontax.example`);
      expect(ics).toContain('DTSTART:20260308T150000Z');
      expect(ics).toContain('SEQUENCE:2');
    }
    expect(request).toContain('METHOD:REQUEST');
    expect(cancel).toMatch(/METHOD:CANCEL[\s\S]*STATUS:CANCELLED/);
    expect(request.replace(/\r\n /g, '')).toContain('LOCATION:23814 Michigan Ave\\, Dearborn\\, MI 48124');
  });
});

describe('booking mails in the branded layout', () => {
  const client: AppointmentRow = {
    ...appointment,
    service: 'individual-return',
    startsAt: new Date('2027-03-08T15:00:00Z'),
    endsAt: new Date('2027-03-08T15:30:00Z'),
    name: 'Dana Client',
    createdAt: new Date('2027-03-01T12:00:00Z'),
  };
  it.each(['confirmed', 'moved', 'cancelled', 'reminder'] as const)('%s', (kind) => {
    const { html, text } = inBrandedLayout(renderBookingMail(kind, client, { manageUrl: 'https://www.hurontax.example/schedule/manage#id=a&token=b' }));
    expect({ html, text }).toMatchSnapshot();
  });
});
