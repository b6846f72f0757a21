import type { User } from '@supabase/auth-js';

/** The name the person signed up with, else their email. */
export function displayName(user: User): string {
  const fullName = (user.user_metadata as { full_name?: unknown } | undefined)?.full_name;
  return typeof fullName === 'string' && fullName.trim() ? fullName.trim() : (user.email ?? 'there');
}
