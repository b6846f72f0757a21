import type { PaymentRecord } from './payment-record';
import { refundMail } from './refund-mail';

const payment: PaymentRecord = {
  id: '6f1c2b1e-0000-4000-8000-000000000003',
  reference: 'HP-7K3Q-9M2E',
  amountCents: 28500,
  currency: 'usd',
  description: 'Balance for 2026 return',
  name: 'Dana <Client>',
  email: 'dana@example.com',
  phone: '(313) 555-0199',
  course: null,
  status: 'partially_refunded',
  refundedCents: 10000,
  stripeSessionId: 'cs_test_1',
  stripePaymentIntentId: 'pi_test_1',
  paidAt: new Date('2027-02-10T17:30:00Z'),
  createdAt: new Date('2027-02-10T17:25:00Z'),
  updatedAt: new Date('2027-02-11T17:30:00Z'),
};

describe('the refund mail', () => {
  it('gives the amount refunded, the total and the reference in dollars, and says a partial refund is partial', () => {
    const mail = refundMail(payment, 2500, new Date('2027-02-11T17:30:00Z'));
    expect(mail).toMatchObject({ kind: 'payments.refund', to: 'dana@example.com' });
    expect(mail.subject).not.toMatch(/\$/);
    expect(mail.text).toContain('Amount refunded: $25.00');
    expect(mail.text).toContain('Original payment: $285.00');
    expect(mail.text).toContain('Refunded in all: $100.00');
    expect(mail.text).toContain('Payment reference: HP-7K3Q-9M2E');
    expect(mail.text).toContain('refunded your payment in part');
  });

  it('escapes the name in HTML and drops "in part" for a full refund', () => {
    const mail = refundMail({ ...payment, refundedCents: payment.amountCents }, 18500);
    expect(mail.html).toContain('Dana &lt;Client&gt;');
    expect(mail.text).not.toContain('in part');
  });
});
