import { formatMoney } from '@huron/shared/i18n/format';
import { inBrandedLayout } from '../../platform/mail/mail-layout';
import type { PaymentRecord } from './payment-record';
import { describeCourseSession } from '@huron/shared/content';
import { receiptMail } from './receipt-mail';
import { refundMail } from './refund-mail';

const payment: PaymentRecord = {
  id: '6f1c2b1e-0000-4000-8000-000000000002',
  reference: 'HP-7K3Q-9M2D',
  amountCents: 28500,
  currency: 'usd',
  description: 'Balance for 2026 return',
  name: 'Dana Client',
  email: 'dana@example.com',
  phone: '(313) 555-0199',
  course: 'Tax Services',
  status: 'paid',
  refundedCents: 0,
  stripeSessionId: 'cs_test_1',
  stripePaymentIntentId: 'pi_test_1',
  paidAt: new Date('2027-02-10T17:30:00Z'),
  createdAt: new Date('2027-02-10T17:25:00Z'),
  updatedAt: new Date('2027-02-10T17:30:00Z'),
};
const url = 'https://www.hurontax.example/payment/success?payment=6f1c2b1e-0000-4000-8000-000000000002';

describe('the payment receipt', () => {
  it('gives the short reference, not the payment id', () => {
    const mail = receiptMail(payment, url);
    expect(mail.text).toContain('Payment reference: HP-7K3Q-9M2D');
    expect(mail.text.replace(url, '')).not.toContain(payment.id);
  });

  it("names a Tax School session's course, dates, class times and how to join, not only its code", () => {
    const mail = receiptMail({ ...payment, amountCents: 14900, description: 'Tax School Registration', course: '2503' }, url, describeCourseSession('2503'));
    expect(mail.text).toContain('Course: Tax Preparer Course, Live/virtual (session 2503)');
    expect(mail.text).toContain('Dates: December 6, 2025 to December 20, 2025');
    expect(mail.text).toContain('Class times: Saturdays 10am-2pm, Michigan time');
    expect(mail.text).toMatch(/How to join: Live virtual classes: .*video-class link/);
  });

  it.each([
    ['payment page', payment],
    ['tax school live session', { ...payment, amountCents: 14900, description: 'Tax School Registration', course: '2503' }],
    ['tax school self study', { ...payment, amountCents: 14900, description: 'Tax School Registration', course: '2501' }],
  ])('in the branded layout: %s', (_name, record) => {
    const { html, text } = inBrandedLayout(receiptMail(record, url, record.course ? describeCourseSession(record.course) : null));
    expect({ html, text }).toMatchSnapshot();
  });
});

describe('receipts and refunds in the payer language', () => {
  it('Spanish: catalogue words, es-US money and date, the layout in Spanish', () => {
    const mail = inBrandedLayout(receiptMail({ ...payment, amountCents: 123_450, locale: 'es' }, url));
    expect(mail.subject).toBe('Su recibo de pago de Huron Tax & Accounting');
    expect(mail.text).toContain('Monto pagado: $1,234.50');
    expect(mail.text).toContain('Fecha de pago: 10 feb 2027');
    expect(mail.html).toContain('<html lang="es">');
    expect(mail.text).toContain('Preguntas:');
  });

  it('Arabic: right to left, Latin digits, the reference kept left to right', () => {
    const mail = inBrandedLayout(refundMail({ ...payment, locale: 'ar', refundedCents: 23_450 }, 23_450, new Date('2027-02-12T15:00:00Z')));
    expect(mail.subject).toBe('المبلغ المسترد من Huron Tax & Accounting');
    expect(mail.text).toContain(`المبلغ المسترد: ${formatMoney(23_450, 'ar')}`);
    expect(formatMoney(23_450, 'ar')).toMatch(/234\.50/);
    expect(mail.html).toContain('<html lang="ar" dir="rtl">');
    expect(mail.html).toContain('<bdi dir="ltr">HP-7K3Q-9M2D</bdi>');
  });
});
