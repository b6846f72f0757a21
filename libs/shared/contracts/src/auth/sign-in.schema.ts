import { z } from 'zod/mini';
import { emailAddress } from './auth-fields';

/** The password grant. No length rule: an old password may predate today's minimum, and the service decides. */
export const signInSchema = z.object({
  email: emailAddress(),
  password: z.string().check(z.minLength(1)),
});
export type SignInInput = z.output<typeof signInSchema>;

/** POST /auth/v1/recover: where to send the reset link. */
export const passwordRecoverySchema = z.object({ email: emailAddress() });
export type PasswordRecoveryInput = z.output<typeof passwordRecoverySchema>;
