import { z } from 'zod/mini';

/** The code an authenticator app shows (TOTP, six digits), to turn the app on or to finish signing in with it. */
export const authenticatorCodeSchema = z.object({
  code: z.string().check(z.trim(), z.minLength(1), z.regex(/^\d{6}$/)),
});
export type AuthenticatorCodeInput = z.output<typeof authenticatorCodeSchema>;
