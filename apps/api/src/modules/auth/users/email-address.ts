import { normalizeEmail } from '@huron/shared/contracts';
import { z } from 'zod';
import { AuthError } from '../errors/auth-error';

const emailSchema = z.email().max(255);

/** The address in its stored form (normalizeEmail); throws the reference's validation error for anything that is not an address. */
export function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!emailSchema.safeParse(email).success) throw AuthError.validation('Unable to validate email address: invalid format');
  return email;
}
