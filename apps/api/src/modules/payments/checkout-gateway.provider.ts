import { Logger, type Provider } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { resolveAppSecret } from '../../platform/security/app-secret';
import { CHECKOUT_GATEWAY, type CheckoutGateway } from './checkout-gateway';
import { StripeCheckoutGateway } from './stripe-checkout.gateway';
import { TestModeCheckoutGateway } from './test-mode-checkout.gateway';

/** Real Stripe when both keys are set (config refuses one without the other), else the built-in test checkout. */
export const checkoutGatewayProvider: Provider = {
  provide: CHECKOUT_GATEWAY,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig): CheckoutGateway => {
    const stripe = config.payments.stripe;
    if (stripe) return new StripeCheckoutGateway(stripe.secretKey, stripe.webhookSecret, stripe.apiUrl);
    if (config.env !== 'test') new Logger('Payments').warn({ msg: 'payments in test mode: no Stripe keys, the built-in test checkout charges no card' });
    return new TestModeCheckoutGateway(
      config.publicUrl,
      resolveAppSecret(config, () => undefined),
    );
  },
};
