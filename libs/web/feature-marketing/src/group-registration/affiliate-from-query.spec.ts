import { affiliateFromQuery } from './affiliate-from-query';

describe('affiliateFromQuery', () => {
  it('reads ?affiliate= first, then ?aff=', () => {
    expect(affiliateFromQuery(new URLSearchParams('affiliate=union-12_winter'))).toBe('union-12_winter');
    expect(affiliateFromQuery(new URLSearchParams('aff=CHURCH7'))).toBe('CHURCH7');
    expect(affiliateFromQuery(new URLSearchParams('aff=second&affiliate=first'))).toBe('first');
  });

  it('leaves out a missing, empty or implausible id', () => {
    for (const query of ['', 'affiliate=', 'aff=has%20space', `aff=${'a'.repeat(65)}`, 'affiliate=%3Cscript%3E']) {
      expect(affiliateFromQuery(new URLSearchParams(query))).toBeUndefined();
    }
  });
});
