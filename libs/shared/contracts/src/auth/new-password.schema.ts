import { z } from 'zod/mini';
import { newPassword } from './auth-fields';
import { AUTH_ISSUE } from './auth-limits';

/**
 * PUT /auth/v1/user with a new password, typed twice. `nonce` is the emailed code the service asks for when the
 * change must be confirmed (reauthentication_needed); absent until then.
 */
export const newPasswordSchema = z
  .object({
    password: newPassword(),
    confirm: z.string(),
    nonce: z.optional(z.string().check(z.trim(), z.minLength(1))),
  })
  .check(z.refine((value) => value.password === value.confirm, { path: ['confirm'], params: { reason: AUTH_ISSUE.passwordsDiffer } }));
export type NewPasswordInput = z.output<typeof newPasswordSchema>;
