import { readRequestHead } from './client-errors';

describe('readRequestHead', () => {
  const head = (text: string) => readRequestHead(Buffer.from(text, 'latin1'));

  it('reads the path (without the query) and the API version header', () => {
    expect(head('GET /auth/v1/user?x=1 HTTP/1.1\r\nHost: a\r\nX-Supabase-Api-Version: 2024-01-01\r\nX-Big: aaa')).toEqual({
      path: '/auth/v1/user',
      headers: { 'x-supabase-api-version': '2024-01-01' },
    });
  });

  it('reads the path of an absolute-form request target', () => {
    expect(head('GET http://example.test/auth/v1/user HTTP/1.1\r\n').path).toBe('/auth/v1/user');
    expect(head('OPTIONS * HTTP/1.1\r\n').path).toBe('/');
  });

  it('falls back to / when the request line is not in the packet', () => {
    expect(head('X-Big: aaaaaaaa')).toEqual({ path: '/', headers: {} });
    expect(readRequestHead(undefined)).toEqual({ path: '/', headers: {} });
  });
});
