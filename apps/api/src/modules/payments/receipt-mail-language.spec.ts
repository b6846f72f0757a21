import { formatMoney } from '@huron/shared/i18n/format';
import { inBrandedLayout } from '../../platform/mail/mail-layout';
import type { PaymentRecord } from './payment-record';
import { receiptMail } from './receipt-mail';
import { refundMail } from './refund-mail';

const payment: PaymentRecord = {
  id: '6f1c2b1e-0000-4000-8000-000000000002',
  reference: 'HP-7K3Q-9M2D',
  amountCents: 123_450,
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
const url = 'https://www.hurontax.example/es/payment/success?payment=6f1c2b1e-0000-4000-8000-000000000002';

describe('receipts and refunds in the payer language', () => {
  it('Spanish: catalogue words, es-US money and date, the layout in Spanish', () => {
    const mail = inBrandedLayout(receiptMail({ ...payment, locale: 'es' }, url));
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
