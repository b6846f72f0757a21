import { GoTrueClient } from '@supabase/auth-js';
import { SmtpSink } from './smtp-sink';
import { startTestApp, type TestApp } from './test-app';

/** Cheap argon2 and generous rate limits and lockout, so only the tests about limits meet them. */
export const FAST_AUTH_ENV: Record<string, string> = {
  ARGON2_MEMORY_KIB: '1024',
  ARGON2_TIME_COST: '1',
  AUTH_RATE_LIMIT_TOKEN: '100000',
  AUTH_RATE_LIMIT_VERIFY: '100000',
  AUTH_RATE_LIMIT_OTP: '100000',
  AUTH_RATE_LIMIT_MFA: '100000',
  AUTH_RATE_LIMIT_EMAIL_SENT: '100000',
  AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: '100000',
  AUTH_LOCKOUT_AFTER_FAILURES: '100000',
};

export interface AuthTestApp extends TestApp {
  smtp: SmtpSink;
  authUrl: string;
  /** A fresh auth-js client with its own in-memory storage (one browser, in effect). */
  client(): GoTrueClient;
}

export function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
}

/** The real app (own database) sending mail to a real SMTP server in this process. */
export async function startAuthTestApp(env: Record<string, string> = {}): Promise<AuthTestApp> {
  const smtp = await SmtpSink.start();
  const app = await startTestApp({ SMTP_URL: smtp.url, ...FAST_AUTH_ENV, ...env });
  const authUrl = `${app.baseUrl}/auth/v1`;
  return {
    ...app,
    smtp,
    authUrl,
    client: () =>
      new GoTrueClient({
        url: authUrl,
        headers: { apikey: 'test-anon-key' },
        storage: memoryStorage(),
        persistSession: true,
        autoRefreshToken: false,
        detectSessionInUrl: false,
        flowType: 'implicit',
      }),
    async close() {
      await app.close();
      await smtp.close();
    },
  };
}

let counter = 0;
/** A unique address per call, so tests in one file never collide. */
export function uniqueEmail(label = 'person'): string {
  counter += 1;
  return `${label}.${process.pid}.${counter}@example.com`;
}
