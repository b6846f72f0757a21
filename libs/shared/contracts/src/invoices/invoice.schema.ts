import { z } from 'zod/mini';
import { engagementKindSchema } from '../engagements/engagement.schema';

// Invoices on an engagement (issue 44): staff issue them (line items in integer cents), the client pays through the
// Stripe Checkout path of modules/payments, the webhook marks them paid exactly once. zod/mini: the portal and the
// back office's issue form load these.

/** Stripe Checkout's ceiling for one payment ($999,999.99); an invoice's total must stay within it. */
export const INVOICE_TOTAL_MAX_CENTS = 99_999_999;
export const INVOICE_LINES_MAX = 50;
export const INVOICE_LINE_DESCRIPTION_MAX = 200;

export const INVOICE_STATUSES = ['open', 'paid'] as const;
export const invoiceStatusSchema = z
  .enum(INVOICE_STATUSES)
  .register(z.globalRegistry, { id: 'InvoiceStatus', description: 'open: waiting for payment; paid: the payment went through (it cannot be paid again)' });
export type InvoiceStatus = z.output<typeof invoiceStatusSchema>;

export const invoiceLineInputSchema = z
  .object({
    description: z.string().check(z.trim(), z.minLength(1), z.maxLength(INVOICE_LINE_DESCRIPTION_MAX)),
    amountCents: z.int().check(z.positive(), z.lte(INVOICE_TOTAL_MAX_CENTS), z.describe('Integer cents, positive')),
  })
  .register(z.globalRegistry, { id: 'InvoiceLineInput', description: 'One line of a new invoice' });

/** POST /api/admin/engagements/{id}/invoices. The total (sum of lines) must not pass INVOICE_TOTAL_MAX_CENTS. */
export const invoiceCreateSchema = z
  .object({
    lines: z.array(invoiceLineInputSchema).check(z.minLength(1), z.maxLength(INVOICE_LINES_MAX)),
    dueDate: z.optional(z.iso.date().check(z.describe('YYYY-MM-DD; absent: due on receipt'))),
  })
  .register(z.globalRegistry, { id: 'InvoiceCreate', description: 'A new invoice: at least one line, each a positive amount in cents' });
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;

export const invoiceLineSchema = z
  .object({ description: z.string(), amountCents: z.int() })
  .register(z.globalRegistry, { id: 'InvoiceLine', description: 'One line of an invoice (integer cents)' });

export const invoiceSchema = z
  .object({
    id: z.uuid(),
    reference: z.string().check(z.describe('What the client quotes, e.g. HI-7K3Q-9M2D')),
    engagementId: z.uuid(),
    taxYear: z.int(),
    kind: engagementKindSchema,
    status: invoiceStatusSchema,
    lines: z.array(invoiceLineSchema),
    totalCents: z.int(),
    currency: z.string(),
    dueDate: z.nullable(z.iso.date()),
    issuedAt: z.iso.datetime(),
    paidAt: z.nullable(z.iso.datetime()),
  })
  .register(z.globalRegistry, { id: 'Invoice', description: 'An invoice on an engagement, its lines and whether it is paid' });
export type Invoice = z.output<typeof invoiceSchema>;

/** GET /api/portal/invoices (the client's own, open ones first) and GET /api/admin/engagements/{id}/invoices. */
export const invoiceListSchema = z
  .object({ items: z.array(invoiceSchema) })
  .register(z.globalRegistry, { id: 'InvoiceList', description: 'Invoices, open ones first (oldest due first), then paid ones (newest first)' });
export type InvoiceList = z.output<typeof invoiceListSchema>;

/** POST /api/portal/invoices/{id}/checkout: send the browser to `url` (Stripe Checkout, or the test-mode page). */
export const invoiceCheckoutSchema = z.object({ invoiceId: z.uuid(), paymentId: z.uuid(), url: z.string() }).register(z.globalRegistry, {
  id: 'InvoiceCheckout',
  description: 'The checkout page for an open invoice; after paying, the browser returns to the payment pages with the payment id',
});
export type InvoiceCheckout = z.output<typeof invoiceCheckoutSchema>;
