// The payments module's public face: Stripe Checkout, its webhook, tax-school registrations and refunds.
export { PaymentsModule } from './payments.module';
