import { AuthError } from '../errors/auth-error';

/**
 * user_metadata is copied into every access token, so its size bounds the size of the Authorization header:
 * these limits keep a token far below the 16 KiB header limit whatever a client (or a stranger calling /otp)
 * sends. Documented in the auth module's README.
 */
export const USER_METADATA_LIMITS = {
  /** UTF-8 bytes of the JSON text. */
  maxBytes: 4096,
  /** The metadata object itself is level 1; `{a: {b: {c: {d: 1}}}}` is 4 levels. */
  maxDepth: 4,
  /** Keys at every level together. */
  maxKeys: 50,
  maxKeyLength: 64,
} as const;

export type UserMetadata = Record<string, unknown>;

const jsonBytes = (value: unknown) => Buffer.byteLength(JSON.stringify(value));

/** What is wrong with a metadata object, naming the key where one is to blame, or undefined when it is acceptable. */
export function metadataProblem(metadata: UserMetadata, limits = USER_METADATA_LIMITS): string | undefined {
  let keys = 0;
  const stack: { value: unknown; path: string; depth: number }[] = [{ value: metadata, path: '', depth: 1 }];
  while (stack.length) {
    const { value, path, depth } = stack.pop()!;
    if (!value || typeof value !== 'object') continue;
    if (depth > limits.maxDepth) return `data.${path} is nested more than ${limits.maxDepth} levels deep`;
    const entries: [string, unknown][] = Array.isArray(value) ? value.map((v, i) => [String(i), v]) : Object.entries(value);
    for (const [key, child] of entries) {
      const childPath = path ? `${path}.${key}` : key;
      if (!Array.isArray(value)) {
        keys += 1;
        if (keys > limits.maxKeys) return `data has more than ${limits.maxKeys} keys`;
        if (key.length > limits.maxKeyLength) return `data key "${key.slice(0, 20)}..." is longer than ${limits.maxKeyLength} characters`;
      }
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  const bytes = jsonBytes(metadata);
  if (bytes > limits.maxBytes) return `data is ${bytes} bytes as JSON, more than the ${limits.maxBytes} byte limit`;
  return undefined;
}

/** 422 validation_failed naming the problem, for every path that writes user_metadata. */
export function assertMetadataAcceptable(metadata: UserMetadata): void {
  const problem = metadataProblem(metadata);
  if (problem) throw new AuthError(422, 'validation_failed', `Invalid user metadata: ${problem}`);
}

/** GoTrue's PUT /user merge: top-level keys are replaced, a key set to null is removed. */
export function mergeMetadata(stored: UserMetadata, patch: UserMetadata): UserMetadata {
  const merged: UserMetadata = { ...stored };
  for (const [key, value] of Object.entries(patch)) {
    if (value === null) delete merged[key];
    else merged[key] = value;
  }
  return merged;
}

/**
 * PUT /user's metadata after the merge. The patch must be within the limits, and so must the result, except when
 * the stored metadata is already over them (written before the limits existed): then any patch that makes it
 * smaller is accepted, so its owner can always repair it.
 */
export function mergeMetadataUpdate(stored: UserMetadata, patch: UserMetadata): UserMetadata {
  assertMetadataAcceptable(patch);
  const merged = mergeMetadata(stored, patch);
  const problem = metadataProblem(merged);
  const repairs = problem !== undefined && metadataProblem(stored) !== undefined && jsonBytes(merged) < jsonBytes(stored);
  if (problem && !repairs) throw new AuthError(422, 'validation_failed', `Invalid user metadata: ${problem}`);
  return merged;
}

/** Metadata small enough to copy into an access token; over-limit metadata stored before the limits is left out. */
export function metadataForToken(metadata: UserMetadata): UserMetadata {
  return jsonBytes(metadata) > USER_METADATA_LIMITS.maxBytes ? {} : metadata;
}
