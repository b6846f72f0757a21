const MAX_NAME = 200;

/** full_name from sign-up or profile metadata: a trimmed non-empty string, else nothing. */
export function fullNameFrom(metadata: Record<string, unknown> | null | undefined): string | null {
  const value = metadata?.['full_name'];
  if (typeof value !== 'string') return null;
  const trimmed = value.trim().slice(0, MAX_NAME);
  return trimmed || null;
}
