import { HttpStatus } from '@nestjs/common';
import Stripe from 'stripe';
import { ApiError } from '../../platform/http/api-error';

/**
 * Stripe's refusals as /api errors. The card's own message is safe to show; others are ours to fix, so the
 * person gets a plain sentence. Never 500: the request was fine, the provider was not.
 */
export function toApiError(error: unknown): ApiError {
  if (error instanceof Stripe.errors.StripeCardError) return new ApiError(HttpStatus.PAYMENT_REQUIRED, 'card_declined', error.message);
  if (error instanceof Stripe.errors.StripeRateLimitError) {
    return new ApiError(HttpStatus.SERVICE_UNAVAILABLE, 'payment_provider_busy', 'The payment provider is busy. Please try again in a minute.');
  }
  if (error instanceof Stripe.errors.StripeConnectionError) {
    return new ApiError(HttpStatus.BAD_GATEWAY, 'payment_provider_unreachable', 'The payment provider could not be reached. Please try again.');
  }
  if (error instanceof Stripe.errors.StripeInvalidRequestError) {
    return new ApiError(HttpStatus.BAD_GATEWAY, 'payment_provider_refused', 'The payment provider refused the request. Please call us to pay.');
  }
  if (error instanceof Stripe.errors.StripeError) {
    return new ApiError(HttpStatus.BAD_GATEWAY, 'payment_provider_error', 'The payment provider answered with an error. Please try again.');
  }
  throw error;
}
