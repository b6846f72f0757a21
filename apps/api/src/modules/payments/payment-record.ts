import type { PaymentStatus, SiteLocale } from '@huron/shared/contracts';

/** One row of payments, as the repository hands it out. */
export interface PaymentRecord {
  id: string;
  /** What a person quotes: HP-XXXX-XXXX (the id stays the key in URLs and Stripe metadata). */
  reference: string;
  amountCents: number;
  currency: string;
  description: string;
  name: string;
  email: string;
  phone: string;
  course: string | null;
  status: PaymentStatus;
  refundedCents: number;
  stripeSessionId: string | null;
  stripePaymentIntentId: string | null;
  paidAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  /** The language of the page it was paid from: the receipt and any refund mail are written in it (issue 46). */
  locale?: SiteLocale;
}

export interface NewPayment {
  amountCents: number;
  description: string;
  name: string;
  email: string;
  phone: string;
  course: string | null;
  locale?: SiteLocale;
}

export interface RefundRecord {
  id: string;
  amountCents: number;
  stripeRefundId: string;
  reason: string | null;
  createdBy: string | null;
  createdAt: Date;
}

export interface RegistrationRecord {
  id: string;
  paymentId: string;
  name: string;
  email: string;
  phone: string;
  course: string;
  paidAt: Date | null;
  createdAt: Date;
  paymentStatus: PaymentStatus;
}
