// No zod here: the /payment page uses this before its form's schema has loaded.

/** '12.5' -> 1250, without floating-point error. */
export function dollarsToCents(dollarsText: string): number {
  const [whole = '0', fraction = ''] = dollarsText.trim().split('.');
  return Number(whole) * 100 + Number(fraction.padEnd(2, '0'));
}
