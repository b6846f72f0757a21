import { signUpRaw } from '../support/auth-http';
import { uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import { sql } from '../support/sql';

import { staffMember } from '../tax-intake/tax-intake-http';

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
 * An engagement for the client's email, linked to the client's account (as the engagements module links it once the
 * account proves the mailbox), written straight to the table so these specs do not depend on the staff routes.
 */
export async function engagementFor(
  t: AuthTestApp,
  client: PortalClient,
  options: { assigneeUserId?: string | null; office?: string | null; kind?: string } = {},
): Promise<string> {
  taxYear += 1;
  const [row] = await sql<{ id: string }>(
    t.database.url,
    `INSERT INTO engagements (client_email, client_user_id, tax_year, kind, assignee_user_id, office) VALUES ($1, $2, $3, $4, $5, $6) RETURNING id`,
    [client.email.toLowerCase(), client.id, 2000 + (taxYear % 900), options.kind ?? 'individual', options.assigneeUserId ?? null, options.office ?? null],
  );
  return row!.id;
}

export type StaffMember = Awaited<ReturnType<typeof staffMember>>;
type EngagementOptions = Parameters<typeof engagementFor>[2];

/** Who the portal specs act as: a staff member, a client with one engagement, and another client with none. */
export interface PortalCast {
  staff: StaffMember;
  client: PortalClient;
  other: PortalClient;
  engagement: string;
}

/** The portal specs' cast on a started app; `options` places the client's engagement (its office, the staff member assigned). */
export async function portalCast(t: AuthTestApp, options: (staff: StaffMember) => EngagementOptions = () => ({})): Promise<PortalCast> {
  const staff = await staffMember(t);
  const client = await portalClient(t);
  const other = await portalClient(t, 'other');
  return { staff, client, other, engagement: await engagementFor(t, client, options(staff)) };
}
