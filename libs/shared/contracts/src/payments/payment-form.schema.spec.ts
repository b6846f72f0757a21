import { dollarsToCents } from './payment-amount';
import { paymentFormSchema } from './payment-form.schema';
import { paymentCreateSchema } from './payment-create.schema';

describe('payment form and create-payment schemas', () => {
  it.each([
    ['0.01', 1],
    ['1', 100],
    ['12.5', 1250],
    ['123.45', 12345],
    ['0.29', 29],
    ['10000.00', 1_000_000],
  ])('turns %s dollars into %i cents without floating-point error', (dollars, cents) => {
    expect(dollarsToCents(dollars)).toBe(cents);
  });

  const form = { name: 'Pat', email: 'pat@example.com', phone: '800-555-0100', amount: '10.00' };

  it('takes dollars with at most two decimals and at least one cent', () => {
    expect(paymentFormSchema.safeParse(form).success).toBe(true);
    for (const amount of ['0', '0.00', '-1', '1.234', 'abc', '', '1e3']) expect(paymentFormSchema.safeParse({ ...form, amount }).success).toBe(false);
  });

  it('requires name, email and phone; the description is optional', () => {
    for (const field of ['name', 'email', 'phone', 'amount'] as const) expect(paymentFormSchema.safeParse({ ...form, [field]: '' }).success).toBe(false);
    expect(paymentFormSchema.safeParse({ ...form, description: undefined }).success).toBe(true);
  });

  it('the API body takes whole positive cents only', () => {
    const body = { amount: 100, name: 'Pat', email: 'pat@example.com', phone: '1' };
    expect(paymentCreateSchema.safeParse(body).success).toBe(true);
    for (const amount of [0, -1, 1.5, '100', null]) expect(paymentCreateSchema.safeParse({ ...body, amount }).success).toBe(false);
  });
});
