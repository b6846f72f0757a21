import { inBrandedLayout } from '../../../platform/mail/mail-layout';
import type { AppointmentRow } from '../appointment-row';
import { renderBookingMail } from './booking-mail';

const appointment: AppointmentRow = {
  id: '6f1c2b1e-0000-4000-8000-000000000001',
  reference: 'BK-7K3Q-9M2D',
  office: 'dearborn',
  service: 'individual-return',
  startsAt: new Date('2027-03-08T15:00:00Z'),
  endsAt: new Date('2027-03-08T15:30:00Z'),
  status: 'confirmed',
  name: 'Dana Client',
  email: 'dana@example.com',
  phone: '(313) 555-0199',
  notes: null,
  internalNote: null,
  icsSequence: 0,
  version: 1,
  createdAt: new Date('2027-03-01T12:00:00Z'),
};

describe('booking mails in the branded layout', () => {
  it.each(['confirmed', 'moved', 'cancelled', 'reminder'] as const)('%s', (kind) => {
    const { html, text } = inBrandedLayout(renderBookingMail(kind, appointment, { manageUrl: 'https://www.hurontax.example/schedule/manage#id=a&token=b' }));
    expect({ html, text }).toMatchSnapshot();
  });
});
