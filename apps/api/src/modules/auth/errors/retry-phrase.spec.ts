import { retryPhrase } from './retry-phrase';

describe('retryPhrase', () => {
  it.each([
    [0, 'in 1 second'],
    [1, 'in 1 second'],
    [45, 'in 45 seconds'],
    [60, 'in 1 minute'],
    [61, 'in 2 minutes'],
    [230, 'in 4 minutes'],
    [3600, 'in 1 hour'],
    [3601, 'in 2 hours'],
  ])('%d s -> %s', (seconds, phrase) => expect(retryPhrase(seconds)).toBe(phrase));
});
