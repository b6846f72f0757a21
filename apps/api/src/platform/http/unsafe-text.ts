/** Deeper than this, a request value is refused before any schema sees it (no endpoint needs more). */
export const MAX_INPUT_DEPTH = 32;

export interface UnsafeText {
  /** Where the problem is, e.g. `data.name` or `data.list[2]` (empty for the value itself). */
  path: string;
  problem: string;
}

// A high surrogate not followed by a low one, or a low one not preceded by a high one: not valid Unicode, so
// PostgreSQL (text, jsonb) and encodeURIComponent reject it.
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a string cannot be stored or encoded (PostgreSQL refuses NUL in text and jsonb), or undefined. */
export function textProblem(text: string): string | undefined {
  if (text.includes('\u0000')) return 'must not contain a NUL character (\\u0000)';
  if (LONE_SURROGATE.test(text)) return 'must not contain a lone surrogate (invalid Unicode)';
  return undefined;
}

function childPath(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return parent ? `${parent}.${key}` : key;
}

/**
 * The first string (value or object key) anywhere in a parsed request value that cannot be stored, or a nesting
 * deeper than `maxDepth`. Iterative, so a hostile nesting cannot overflow the stack.
 */
export function findUnsafeText(value: unknown, maxDepth = MAX_INPUT_DEPTH): UnsafeText | undefined {
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: '', depth: 0 }];
  while (stack.length) {
    const item = stack.pop()!;
    if (typeof item.value === 'string') {
      const problem = textProblem(item.value);
      if (problem) return { path: item.path, problem };
      continue;
    }
    if (!item.value || typeof item.value !== 'object') continue;
    if (item.depth >= maxDepth) return { path: item.path, problem: `is nested more than ${maxDepth} levels deep` };
    if (Array.isArray(item.value)) {
      item.value.forEach((child, index) => stack.push({ value: child, path: childPath(item.path, index), depth: item.depth + 1 }));
      continue;
    }
    for (const [key, child] of Object.entries(item.value)) {
      const keyProblem = textProblem(key);
      if (keyProblem) return { path: item.path, problem: `has a key that ${keyProblem}` };
      stack.push({ value: child, path: childPath(item.path, key), depth: item.depth + 1 });
    }
  }
  return undefined;
}
