import { newReference } from './contact-reference';

describe('newReference', () => {
  it('is the prefix and two groups of four unambiguous characters', () => {
    for (let i = 0; i < 200; i++) expect(newReference('HC')).toMatch(/^HC-[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
  });
});
