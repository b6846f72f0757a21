import { MESSAGE_BODY_MAX, messageCreateSchema } from './message.schema';
import { INVOICE_TOTAL_MAX_CENTS, invoiceCreateSchema } from '../invoices/invoice.schema';

describe('MessageCreate', () => {
  it('trims the body and keeps HTML as typed text', () => {
    expect(messageCreateSchema.parse({ body: '  <script>x</script> hi ' })).toEqual({ body: '<script>x</script> hi' });
  });

  it('takes 1 to 10,000 characters and refuses empty, blank and longer bodies at `body`', () => {
    expect(messageCreateSchema.safeParse({ body: 'x'.repeat(MESSAGE_BODY_MAX) }).success).toBe(true);
    for (const body of ['', '   \n ', 'x'.repeat(MESSAGE_BODY_MAX + 1), 7, null]) {
      const result = messageCreateSchema.safeParse({ body });
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.path).toEqual(['body']);
    }
  });

  it('takes at most ten attachment ids, each a uuid', () => {
    const id = '5b0a3a4e-8f1c-4c1e-9a77-2f3d1b6c9e01';
    expect(messageCreateSchema.safeParse({ body: 'x', documents: Array(10).fill(id) }).success).toBe(true);
    expect(messageCreateSchema.safeParse({ body: 'x', documents: Array(11).fill(id) }).success).toBe(false);
    expect(messageCreateSchema.safeParse({ body: 'x', documents: ['nope'] }).error?.issues[0]?.path).toEqual(['documents', 0]);
  });
});

describe('InvoiceCreate', () => {
  it('needs at least one line of positive integer cents', () => {
    expect(invoiceCreateSchema.safeParse({ lines: [{ description: 'Prep', amountCents: 1 }] }).success).toBe(true);
    expect(invoiceCreateSchema.safeParse({ lines: [] }).error?.issues[0]?.path).toEqual(['lines']);
    for (const amountCents of [0, -1, 1.5, '100', INVOICE_TOTAL_MAX_CENTS + 1]) {
      expect(invoiceCreateSchema.safeParse({ lines: [{ description: 'Prep', amountCents }] }).error?.issues[0]?.path).toEqual(['lines', 0, 'amountCents']);
    }
  });
});
