import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { API_ERROR_CODES } from '@huron/shared/contracts';
import { AUTH_ERROR_CODES } from '@huron/shared/contracts/auth';

const apiRoot = join(__dirname, '../..');
const sources = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sources(path);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.spec.ts') ? [path] : [];
  });
const text = sources(apiRoot)
  .map((path) => readFileSync(path, 'utf8'))
  .join('\n');
const found = (pattern: RegExp) => new Set([...text.matchAll(pattern)].map((match) => match[1]!));

describe('error codes the API can answer with', () => {
  it('are all listed in API_ERROR_CODES, which the web words (its spec checks every listed code)', () => {
    // new ApiError(status, 'code', ...) and the helpers that pass a code on: conflict('code', ...), refuse(field, 'code', ...)
    const thrown = found(/(?:new ApiError\(\s*[^,]+,\s*|conflict\(\s*|refuse\(\s*'[^']*',\s*)'([a-z_]+)'/g);
    expect(thrown.size).toBeGreaterThan(20);
    expect([...thrown].filter((code) => !(API_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('from /auth/v1 are all listed in AUTH_ERROR_CODES, which the auth pages word', () => {
    const thrown = found(/new AuthError\(\s*[^,]+,\s*'([a-z_0-9]+)'/g);
    expect(thrown.size).toBeGreaterThan(10);
    expect([...thrown].filter((code) => !(AUTH_ERROR_CODES as readonly string[]).includes(code))).toEqual([]);
  });

  it('are the enum of ApiErrorCode in the OpenAPI document', () => {
    const document = JSON.parse(readFileSync(join(apiRoot, '../openapi.json'), 'utf8')) as { components: { schemas: Record<string, { enum?: string[] }> } };
    expect(document.components.schemas['ApiErrorCode']?.enum).toEqual([...API_ERROR_CODES]);
  });
});
