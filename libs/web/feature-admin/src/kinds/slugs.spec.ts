import { kinds } from './index';
import { KIND_SLUGS } from './slugs';

describe('KIND_SLUGS', () => {
  it('names every kind of the back office, in menu order, so each list and record screen is prerendered', () => {
    expect(kinds.map((kind) => kind.slug)).toEqual([...KIND_SLUGS]);
  });
});
