import { site, yearsInBusiness } from './site';

describe('yearsInBusiness', () => {
  it('counts whole years since the founding year, as the spec did in 2025', () => {
    expect(site.established).toBe(2001);
    expect(yearsInBusiness(2025)).toBe('24+');
    expect(yearsInBusiness(2026)).toBe('25+');
  });

  it('is what the site claims in the current year', () => {
    expect(site.claims.yearsInBusiness).toBe(`${new Date().getFullYear() - 2001}+`);
  });
});
