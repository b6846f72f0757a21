import { signUpRaw } from '../support/auth-http';
import { uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';
import { apiCall } from '../tax-intake/tax-intake-http';

export { apiCall, staffMember } from '../tax-intake/tax-intake-http';

export interface PortalClient {
  id: string;
  email: string;
  token: string;
}

/** A signed-up account (its own client). */
export async function portalClient(t: AuthTestApp, label = 'client'): Promise<PortalClient> {
  const { access_token, user } = await signUpRaw(t.authUrl, uniqueEmail(label));
  return { id: user.id, email: user.email, token: access_token };
}

let taxYear = 2000;

/**
 * An engagement opened by staff through the API for the client's email, linked to the client's account (as the
 * engagements module does once the account proves the mailbox). Answers its id.
 */
export async function engagementFor(t: AuthTestApp, staffToken: string, client: PortalClient, overrides: Record<string, unknown> = {}): Promise<string> {
  taxYear += 1;
  const res = await apiCall(t, 'POST', '/admin/engagements', {
    token: staffToken,
    body: { clientEmail: client.email, taxYear: 2000 + (taxYear % 900), kind: 'individual', ...overrides },
  });
  if (res.status !== 201) throw new Error(`engagement not created: ${res.status} ${JSON.stringify(res.body)}`);
  const id = res.body['id'] as string;
  await sql(t.database.url, 'UPDATE engagements SET client_user_id = $2 WHERE id = $1', [id, client.id]);
  return id;
}
