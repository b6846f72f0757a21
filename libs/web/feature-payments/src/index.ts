import './styles.css';
import type { RouteObject } from 'react-router';
import { featurePages } from '@huron/web/ui';

// Route objects and lazy imports only: this file is part of the shell's first-load script.
const pages = featurePages('feature-payments', import.meta.glob('./pages/*.tsx'));

/** Make a Payment, its return pages and the built-in test checkout. */
export const paymentsRoutes: RouteObject[] = [
  { path: 'payment', ...pages.route('payment', 'PaymentPage') },
  { path: 'payment/success', ...pages.route('payment-success', 'PaymentSuccessPage') },
  { path: 'payment/cancelled', ...pages.route('payment-cancelled', 'PaymentCancelledPage') },
  { path: 'payment/test-checkout', ...pages.route('payment-test-checkout', 'PaymentTestCheckoutPage') },
];
