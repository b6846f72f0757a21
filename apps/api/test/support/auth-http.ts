/** Raw HTTP against /auth/v1, for exact statuses, headers and bodies. */
export interface AuthResponse<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  body: T;
}

export async function authFetch<T = Record<string, unknown>>(
  authUrl: string,
  path: string,
  init: { method?: string; body?: unknown; rawBody?: string; token?: string; headers?: Record<string, string> } = {},
): Promise<AuthResponse<T>> {
  const headers: Record<string, string> = { ...init.headers };
  if (init.body !== undefined || init.rawBody !== undefined) headers['content-type'] ??= 'application/json';
  if (init.token) headers['authorization'] = `Bearer ${init.token}`;
  const res = await fetch(`${authUrl}${path}`, {
    method: init.method ?? (init.body !== undefined || init.rawBody !== undefined ? 'POST' : 'GET'),
    headers,
    body: init.rawBody ?? (init.body !== undefined ? JSON.stringify(init.body) : undefined),
    redirect: 'manual',
  });
  const text = await res.text();
  return { status: res.status, headers: res.headers, body: (text ? JSON.parse(text) : {}) as T };
}

export interface Tokens {
  access_token: string;
  refresh_token: string;
  user: { id: string; email: string };
}

export async function signUpRaw(authUrl: string, email: string, password = 'correct horse battery'): Promise<Tokens> {
  const res = await authFetch<Tokens>(authUrl, '/signup', { body: { email, password } });
  if (res.status !== 200) throw new Error(`signup failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

export const refresh = (authUrl: string, refreshToken: string) =>
  authFetch<Tokens>(authUrl, '/token?grant_type=refresh_token', { body: { refresh_token: refreshToken } });

export const claimsOf = (accessToken: string): Record<string, unknown> => JSON.parse(Buffer.from(accessToken.split('.')[1]!, 'base64url').toString());
