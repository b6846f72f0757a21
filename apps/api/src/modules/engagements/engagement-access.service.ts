import { Injectable } from '@nestjs/common';
import { normalizeEmail } from '@huron/shared/contracts';
import { Transactions, type Tx } from '../../platform/database/transactions';
import type { EngagementRef } from './engagement-row';
import { engagementErrors } from './engagements.errors';
import { EngagementsRepository } from './engagements.repository';

/** The signed-in client as the portal needs it (AuthenticatedUser fits). */
export interface PortalClient {
  id: string;
  email: string;
}

export interface WaitingRequest {
  id: string;
  engagementId: string;
  taxYear: number;
  kind: string;
  type: string;
  title: string;
  status: string;
  waitingSince: Date;
}

/**
 * Who may see an engagement, for this module and the others of the portal (messages, invoices, overview). An
 * engagement is a client's when `client_user_id` is the account, or when its email is a mailbox the account has
 * proven (see MailboxProven). Anything else is the module's 404, the same as a missing id.
 */
@Injectable()
export class EngagementAccess {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: EngagementsRepository,
  ) {}

  /** The engagement when it is this client's; 404 `not_found` otherwise. Pass `tx` to read inside a transaction. */
  async findForClient(client: PortalClient, engagementId: string, tx: Tx = this.transactions.none): Promise<EngagementRef> {
    const ref = await this.repository.findRefForClient(tx, client.id, engagementId);
    if (!ref) throw engagementErrors.notFound();
    return ref;
  }

  /** Ids of the client's engagements, newest tax year first. */
  listIdsForClient(client: PortalClient, tx: Tx = this.transactions.none): Promise<string[]> {
    return this.repository.idsForClient(tx, client.id);
  }

  /** The engagement for a staff route; 404 `not_found` when missing. (Staff routes audit their own reads.) */
  async findForStaff(engagementId: string, tx: Tx = this.transactions.none): Promise<EngagementRef> {
    const ref = await this.repository.findRef(tx, engagementId);
    if (!ref) throw engagementErrors.notFound();
    return ref;
  }

  /** Document requests and questions waiting for the client (open or returned), oldest first: for "waiting for you". */
  waitingRequestsForClient(client: PortalClient, tx: Tx = this.transactions.none): Promise<WaitingRequest[]> {
    return this.repository.waitingForClient(tx, client.id);
  }

  /** Open request count per engagement of the client. */
  async openRequestCountsForClient(client: PortalClient, tx: Tx = this.transactions.none): Promise<Map<string, number>> {
    const counts = new Map<string, number>();
    for (const request of await this.repository.waitingForClient(tx, client.id)) counts.set(request.engagementId, (counts.get(request.engagementId) ?? 0) + 1);
    return counts;
  }

  /** The addresses this account has proven it reads (intakes, appointments and payments made with them are its own). */
  provenEmailsOf(userId: string, tx: Tx = this.transactions.none): Promise<string[]> {
    return this.repository.provenEmailsOf(tx, userId);
  }

  /** Whether this account has proven it reads `email` (for showing records made with that address). */
  hasProvenMailbox(userId: string, email: string, tx: Tx = this.transactions.none): Promise<boolean> {
    return this.repository.isProven(tx, userId, normalizeEmail(email));
  }
}
