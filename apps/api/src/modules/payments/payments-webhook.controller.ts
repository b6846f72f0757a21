import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiExcludeEndpoint } from '@nestjs/swagger';
import type { RequestWithRawBody } from '../../platform/http/body-parsing';
import { StripeWebhookService, type WebhookOutcome } from './stripe-webhook.service';

/** Stripe's webhook (point the Stripe dashboard at PUBLIC_URL/api/payments/webhook). Signed, not authenticated. */
@Controller('payments')
export class PaymentsWebhookController {
  constructor(private readonly webhook: StripeWebhookService) {}

  @Post('webhook')
  @HttpCode(200)
  @ApiExcludeEndpoint()
  async receive(
    @Req() req: RequestWithRawBody,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<{ received: true; outcome: WebhookOutcome }> {
    return { received: true, outcome: await this.webhook.receive(req.rawBody, signature) };
  }
}
