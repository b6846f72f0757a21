import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary } from '@zxcvbn-ts/language-common';

type Checker = Pick<ZxcvbnFactory, 'check'>;
let checker: Checker | undefined;

/**
 * zxcvbn-ts with its common-password and diceware dictionaries, bundled in the package (no network). Its matchers
 * are built on first use (about a quarter of a second), then shared: the dictionaries never change.
 */
function zxcvbn(): Checker {
  checker ??= new ZxcvbnFactory({ dictionary: { ...dictionary }, graphs: adjacencyGraphs });
  return checker;
}

/**
 * True for one of the most common passwords: the whole password is an entry of the common-password list (also
 * written in l33t or reversed), or zxcvbn estimates fewer than a thousand guesses for it (score 0).
 */
export function isCommonPassword(password: string): boolean {
  const result = zxcvbn().check(password.slice(0, 256));
  if (result.score === 0) return true;
  const [only, ...rest] = result.sequence;
  return rest.length === 0 && only?.pattern === 'dictionary' && only.dictionaryName === 'passwords-common';
}
