import { ApiError } from './api-error';
import { checkoutUrlOf } from './checkout-redirect';

describe('checkoutUrlOf', () => {
  it('answers the URL the server returned', async () => {
    await expect(checkoutUrlOf(async () => ({ url: 'https://checkout.example/c/1' }))).resolves.toBe('https://checkout.example/c/1');
  });

  it("keeps the server's message", async () => {
    await expect(checkoutUrlOf(() => Promise.reject(new ApiError(402, { message: 'Your card was declined.' })))).rejects.toThrow('Your card was declined.');
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
