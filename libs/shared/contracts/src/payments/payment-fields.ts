import { z } from 'zod/mini';

// zod/mini, as in ../auth: the payment and tax-school pages ship these schemas, not the whole validator.
export const personName = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(200));
export const personEmail = () => z.pipe(z.string().check(z.trim(), z.minLength(1), z.maxLength(254)), z.email());
export const personPhone = () => z.string().check(z.trim(), z.minLength(1), z.maxLength(40));

/** The most a payment may be by default (PAYMENT_MAX_CENTS): $10,000.00. The server's configured value decides. */
export const DEFAULT_PAYMENT_MAX_CENTS = 1_000_000;
