import Stripe from 'stripe';
import { StaffAccountsService } from '../../src/modules/auth';
import { authFetch } from './auth-http';
import { startAuthTestApp, uniqueEmail, type AuthTestApp } from './auth-test-app';
import { StripeStub } from './stripe-stub';

export const TEST_WEBHOOK_SECRET = 'whsec_integrationtestsecret';

export interface PaymentsTestApp extends AuthTestApp {
  /** Present when the app runs against the Stripe stand-in (real-Stripe mode); absent in test mode. */
  stripe?: StripeStub;
  post(
    path: string,
    body: unknown,
    init?: { token?: string; headers?: Record<string, string>; rawBody?: string },
  ): Promise<{ status: number; headers: Headers; body: Record<string, unknown> }>;
  get(path: string, token?: string): Promise<{ status: number; body: Record<string, unknown> }>;
  /** Delivers an event to /api/payments/webhook signed with `secret` (default: the app's), at `timestamp`. */
  deliver(event: unknown, options?: { secret?: string; timestamp?: number }): Promise<{ status: number; body: Record<string, unknown> }>;
  staffToken(): Promise<string>;
}

/**
 * The real app with mail to a real SMTP sink. `mode: 'stripe'` sets Stripe keys and points the official SDK at a
 * local stand-in; `mode: 'test'` leaves the keys unset (the built-in test checkout).
 */
export async function startPaymentsTestApp(mode: 'stripe' | 'test', env: Record<string, string> = {}): Promise<PaymentsTestApp> {
  const stripe = mode === 'stripe' ? await StripeStub.start() : undefined;
  const t = await startAuthTestApp({
    PUBLIC_URL: 'http://site.test',
    ...(stripe && { STRIPE_SECRET_KEY: 'sk_test_integration', STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET, STRIPE_API_URL: stripe.url }),
    ...env,
  });
  const api = `${t.baseUrl}/api`;
  let staff: string | undefined;
  const app: PaymentsTestApp = {
    ...t,
    stripe,
    async post(path, body, init = {}) {
      const headers: Record<string, string> = { 'content-type': 'application/json', ...init.headers };
      if (init.token) headers['authorization'] = `Bearer ${init.token}`;
      const res = await fetch(`${api}${path}`, { method: 'POST', headers, body: init.rawBody ?? JSON.stringify(body) });
      const text = await res.text();
      return { status: res.status, headers: res.headers, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} };
    },
    async get(path, token) {
      const res = await fetch(`${api}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    },
    async deliver(event, options = {}) {
      const payload = JSON.stringify(event);
      const secret = options.secret ?? (stripe ? TEST_WEBHOOK_SECRET : undefined);
      if (!secret) throw new Error('deliver() needs a secret in test mode');
      const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp: options.timestamp });
      const res = await this.post('/payments/webhook', undefined, { rawBody: payload, headers: { 'stripe-signature': signature } });
      return { status: res.status, body: res.body };
    },
    async staffToken() {
      if (staff) return staff;
      const email = uniqueEmail('staff');
      await t.app.get(StaffAccountsService).grant({ email, password: 'a long staff password' });
      const session = await authFetch<{ access_token: string }>(t.authUrl, '/token?grant_type=password', {
        body: { email, password: 'a long staff password' },
      });
      staff = session.body.access_token;
      return staff;
    },
    async close() {
      await t.close();
      await stripe?.close();
    },
  };
  return app;
}

let sessionCounter = 0;

/** A Stripe event around a Checkout Session object, as Stripe would send it. */
export function checkoutEvent(type: string, session: Record<string, unknown>, id = `evt_test_${process.pid}_${++sessionCounter}`): Record<string, unknown> {
  return { id, object: 'event', type, created: Math.floor(Date.now() / 1000), livemode: false, data: { object: { object: 'checkout.session', ...session } } };
}
