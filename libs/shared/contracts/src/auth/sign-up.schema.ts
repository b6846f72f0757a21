import { z } from 'zod/mini';
import { emailAddress, newPassword, requiredText } from './auth-fields';

/** POST /auth/v1/signup as the sign-up form sends it (full name goes into user metadata). */
export const signUpSchema = z.object({
  fullName: requiredText(),
  email: emailAddress(),
  password: newPassword(),
});
export type SignUpInput = z.output<typeof signUpSchema>;
