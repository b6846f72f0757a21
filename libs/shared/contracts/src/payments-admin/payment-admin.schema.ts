import { z } from 'zod';
import { REFUND_REASON_LIMITS } from '../payments/refund-reason';
import { calendarDateSchema } from '../common/calendar-date.schema';
import { listOrderSchema } from '../common/list-order.schema';
import { PAYMENT_STATUSES, paymentStatusEnum } from '../payments/payment-status.schema';
import { leadLocaleSchema } from '../common/lead-locale.schema';

// Staff-only shapes (the web's back office reads them through the generated client types).

export const adminPaymentListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
    order: z.optional(listOrderSchema),
    status: z.enum(PAYMENT_STATUSES).optional(),
    from: z.optional(calendarDateSchema),
    to: z.optional(calendarDateSchema),
    q: z.string().trim().min(1).max(200).optional(),
  })
  .meta({ id: 'AdminPaymentListQuery' });

export const adminPaymentSchema = z
  .object({
    id: z.uuid(),
    reference: z.string().meta({ description: 'What the client quotes, e.g. HP-7K3Q-9M2D' }),
    status: paymentStatusEnum,
    amount: z.number().int().meta({ description: 'cents' }),
    refunded: z.number().int().meta({ description: 'cents refunded so far' }),
    currency: z.string(),
    description: z.string(),
    course: z.string().nullable(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    paidAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminPayment', description: 'A payment as staff see it' });

export const adminPaymentPageSchema = z
  .object({ items: z.array(adminPaymentSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AdminPaymentPage', description: 'One page of payments, in the order asked for' });

export const adminPaymentRefundSchema = z
  .object({
    id: z.uuid(),
    amount: z.number().int(),
    stripeRefundId: z.string(),
    reason: z.string().nullable().describe('Why staff refunded (null for refunds made before reasons were asked)'),
    createdBy: z.uuid().nullable(),
    createdByName: z.string().nullable().describe('The staff member (name, else email) who refunded'),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminPaymentRefund' });

export const adminPaymentDetailSchema = adminPaymentSchema
  .extend({
    stripeSessionId: z.string().nullable(),
    stripePaymentIntentId: z.string().nullable(),
    refunds: z.array(adminPaymentRefundSchema),
    locale: leadLocaleSchema,
  })
  .meta({ id: 'AdminPaymentDetail', description: 'A payment with its Stripe ids and refunds' });

export const adminRefundCreateSchema = z
  .object({
    amount: z.number().int().min(1).optional().meta({ description: 'cents, at most what is left; omit for everything not yet refunded' }),
    reason: z.string().trim().min(REFUND_REASON_LIMITS.min).max(REFUND_REASON_LIMITS.max).describe('Why: kept with the refund and in the audit log'),
  })
  .strict()
  .meta({ id: 'AdminRefundCreate', description: 'A full (no amount) or partial refund, with its reason' });

export const adminRegistrationListQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
    order: z.optional(listOrderSchema),
    course: z.string().max(20).optional(),
    paid: z
      .enum(['true', 'false'])
      .transform((v) => v === 'true')
      .optional(),
  })
  .meta({ id: 'AdminTaxSchoolRegistrationListQuery' });

export const adminRegistrationSchema = z
  .object({
    id: z.uuid(),
    paymentId: z.uuid(),
    name: z.string(),
    email: z.string(),
    phone: z.string(),
    course: z.string(),
    paid: z.boolean(),
    paidAt: z.iso.datetime().nullable(),
    paymentStatus: z.string(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AdminTaxSchoolRegistration' });

export const adminRegistrationPageSchema = z
  .object({ items: z.array(adminRegistrationSchema), nextCursor: z.string().nullable() })
  .meta({ id: 'AdminTaxSchoolRegistrationPage', description: 'One page of tax-school registrations, in the order asked for' });

export type AdminPaymentListQuery = z.infer<typeof adminPaymentListQuerySchema>;
export type AdminPayment = z.infer<typeof adminPaymentSchema>;
export type AdminPaymentPage = z.infer<typeof adminPaymentPageSchema>;
export type AdminPaymentDetail = z.infer<typeof adminPaymentDetailSchema>;
export type AdminRefundCreate = z.infer<typeof adminRefundCreateSchema>;
export type AdminRegistrationListQuery = z.infer<typeof adminRegistrationListQuerySchema>;
export type AdminRegistrationPage = z.infer<typeof adminRegistrationPageSchema>;
