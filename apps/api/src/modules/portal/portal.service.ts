import { Injectable } from '@nestjs/common';
import type { PortalOverview } from '@huron/shared/contracts';
import type { AuthenticatedUser } from '../auth';
import { EngagementAccess } from '../engagements';
import { InvoicesService } from '../invoices';
import { PortalMessagesService } from '../portal-messages';

/**
 * "Waiting for you": open document requests and unanswered questions (the engagements module's face), invoices due
 * and threads with unread messages from the firm, over the signed-in client's engagements only.
 */
@Injectable()
export class PortalService {
  constructor(
    private readonly access: EngagementAccess,
    private readonly invoices: InvoicesService,
    private readonly messages: PortalMessagesService,
  ) {}

  async overview(user: AuthenticatedUser): Promise<PortalOverview> {
    const engagements = await this.access.listForClient(user);
    const ids = engagements.map((e) => e.id);
    const byId = new Map(engagements.map((e) => [e.id, e]));
    const [requests, invoices, unread] = await Promise.all([
      this.access.openRequestsForClient(user),
      this.invoices.openForEngagements(ids),
      this.messages.unreadForClient(ids),
    ]);
    const overview: Omit<PortalOverview, 'total'> = {
      requests: requests.map((r) => ({
        id: r.id,
        engagementId: r.engagementId,
        taxYear: byId.get(r.engagementId)?.taxYear ?? 0,
        engagementKind: byId.get(r.engagementId)?.kind ?? '',
        type: r.type,
        title: r.title,
        requestedAt: new Date(r.requestedAt).toISOString(),
      })),
      invoicesDue: invoices.map((i) => ({
        id: i.id,
        reference: i.reference,
        engagementId: i.engagementId,
        taxYear: i.taxYear,
        engagementKind: i.kind,
        totalCents: i.totalCents,
        dueDate: i.dueDate,
        issuedAt: new Date(i.issuedAt).toISOString(),
      })),
      unreadThreads: unread
        .filter((t) => byId.has(t.engagementId))
        .map((t) => ({
          engagementId: t.engagementId,
          taxYear: byId.get(t.engagementId)!.taxYear,
          engagementKind: byId.get(t.engagementId)!.kind,
          unreadCount: t.unreadCount,
          latestAt: new Date(t.latestAt).toISOString(),
        })),
    };
    return { ...overview, total: overview.requests.length + overview.invoicesDue.length + overview.unreadThreads.length };
  }
}
