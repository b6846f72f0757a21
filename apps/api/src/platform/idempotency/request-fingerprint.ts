import { createHash } from 'node:crypto';

/** JSON with object keys sorted at every level, so `{a, b}` and `{b, a}` are the same request. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  if (Buffer.isBuffer(value)) return JSON.stringify(createHash('sha256').update(value).digest('hex'));
  return JSON.stringify(value) ?? 'null';
}

export interface UploadedPart {
  fieldname?: string;
  originalname?: string;
  buffer?: Buffer;
  /** Set by uploads that stream to storage and hash on the way. */
  sha256?: string;
}

/** SHA-256 over the body and any uploaded files (their field, name and content hash), independent of key order. */
export function requestFingerprint(body: unknown, files: UploadedPart[] = []): string {
  const parts = files.map((f) => ({
    field: f.fieldname,
    name: f.originalname,
    sha256: f.sha256 ?? (f.buffer ? createHash('sha256').update(f.buffer).digest('hex') : undefined),
  }));
  return createHash('sha256')
    .update(canonical({ body: body ?? null, files: parts }))
    .digest('hex');
}
