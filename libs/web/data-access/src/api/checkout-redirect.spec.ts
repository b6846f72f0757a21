import { ApiError } from './api-error';
import { checkoutUrlOf } from './checkout-redirect';

describe('checkoutUrlOf', () => {
  it('answers the URL the server returned', async () => {
    await expect(checkoutUrlOf(async () => ({ url: 'https://checkout.example/c/1' }))).resolves.toBe('https://checkout.example/c/1');
  });

  it('passes a refusal on as the ApiError, worded from the catalogue for its code, not with the API message', async () => {
    const refusal = new ApiError(402, { status: 402, code: 'card_declined', message: 'Your card has insufficient funds (stripe: insufficient_funds).' });
    await expect(checkoutUrlOf(() => Promise.reject(refusal))).rejects.toBe(refusal);
    expect(refusal.message).toBe('Your card was declined. Please try another card or call us to pay.');
  });

  it("says 'Payment failed' when the failure has no message", async () => {
    await expect(checkoutUrlOf(() => Promise.reject(new Error('')))).rejects.toThrow('Payment failed');
    await expect(checkoutUrlOf(() => Promise.reject('network down'))).rejects.toThrow('Payment failed');
  });

  it("says 'No payment URL received' when the answer has no URL", async () => {
    await expect(checkoutUrlOf(async () => ({}))).rejects.toThrow('No payment URL received');
    await expect(checkoutUrlOf(async () => ({ url: '' }))).rejects.toThrow('No payment URL received');
  });
});
