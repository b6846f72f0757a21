import { normalizeEmail } from './email-address';

describe('normalizeEmail', () => {
  it('trims and lower-cases an address', () => {
    expect(normalizeEmail('  Jane.Doe@Example.COM\t')).toBe('jane.doe@example.com');
  });

  it('gives the same address for every spelling of it, so they compare equal', () => {
    const spellings = ['ANNA@huron.test', 'anna@HURON.test', ' anna@huron.test '];
    expect(new Set(spellings.map(normalizeEmail))).toEqual(new Set(['anna@huron.test']));
  });

  it('leaves an address already in its stored form unchanged', () => {
    expect(normalizeEmail('anna+taxes@huron.test')).toBe('anna+taxes@huron.test');
  });
});
