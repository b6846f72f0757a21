// The payments module's public face: Stripe Checkout, its webhook, tax-school registrations and refunds; other
// modules take a payment for something of theirs with PaymentCheckouts and learn it is paid from PaymentPaid.
export { PaymentsModule } from './payments.module';
export { PaymentCheckouts, type PurposePayment } from './payment-checkouts.service';
export { PaymentPaid } from './payment-paid.event';
