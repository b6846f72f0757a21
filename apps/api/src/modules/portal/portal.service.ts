import { Injectable } from '@nestjs/common';
import type { EngagementKind, PortalOverview } from '@huron/shared/contracts';
import type { AuthenticatedUser } from '../auth';
import { EngagementAccess } from '../engagements';
import { InvoicesService } from '../invoices';
import { PortalMessagesService } from '../portal-messages';

const iso = (at: Date | string) => new Date(at).toISOString();

/**
 * "Waiting for you": document requests and questions waiting for the client (the engagements module's face),
 * invoices due and threads with unread messages from the firm, over the signed-in client's engagements only. Each
 * list empties as its items are done (answered or uploaded, paid, read).
 */
@Injectable()
export class PortalService {
  constructor(
    private readonly access: EngagementAccess,
    private readonly invoices: InvoicesService,
    private readonly messages: PortalMessagesService,
  ) {}

  async overview(user: AuthenticatedUser): Promise<PortalOverview> {
    const [ids, requests] = await Promise.all([this.access.listIdsForClient(user), this.access.waitingRequestsForClient(user)]);
    const [invoices, unread] = await Promise.all([this.invoices.openForEngagements(ids), this.messages.unreadForClient(ids)]);
    const overview: Omit<PortalOverview, 'total'> = {
      requests: requests.map((r) => ({
        id: r.id,
        engagementId: r.engagementId,
        taxYear: r.taxYear,
        engagementKind: r.kind as EngagementKind,
        type: r.type === 'question' ? 'question' : 'document',
        title: r.title,
        requestedAt: iso(r.waitingSince),
      })),
      invoicesDue: invoices.map((i) => ({
        id: i.id,
        reference: i.reference,
        engagementId: i.engagementId,
        taxYear: i.taxYear,
        engagementKind: i.kind,
        totalCents: i.totalCents,
        dueDate: i.dueDate,
        issuedAt: iso(i.issuedAt),
      })),
      unreadThreads: unread.map((t) => ({
        engagementId: t.engagementId,
        taxYear: t.taxYear,
        engagementKind: t.kind,
        unreadCount: t.unreadCount,
        latestAt: iso(t.latestAt),
      })),
    };
    return { ...overview, total: overview.requests.length + overview.invoicesDue.length + overview.unreadThreads.length };
  }
}
