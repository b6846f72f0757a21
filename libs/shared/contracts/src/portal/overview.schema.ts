import { z } from 'zod/mini';
import { engagementKindSchema } from '../engagements/engagement.schema';

// GET /api/portal/overview: "Waiting for you" (issue 44). Each item carries the ids the portal links with; an item
// leaves the list as soon as it is done (a request answered or a file accepted for review, an invoice paid, a thread read).

export const overviewRequestSchema = z
  .object({
    id: z.uuid().check(z.describe('The document request item (POST /api/portal/requests/{id}/files or /answer)')),
    engagementId: z.uuid(),
    taxYear: z.int(),
    engagementKind: engagementKindSchema,
    type: z.enum(['document', 'question']),
    title: z.string().check(z.describe('What staff asked for, e.g. "2025 W-2 from Ford" (plain text)')),
    requestedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'OverviewRequest', description: 'An open document request or an unanswered question' });
export type OverviewRequest = z.output<typeof overviewRequestSchema>;

export const overviewInvoiceSchema = z
  .object({
    id: z.uuid().check(z.describe('The invoice (POST /api/portal/invoices/{id}/checkout)')),
    reference: z.string(),
    engagementId: z.uuid(),
    taxYear: z.int(),
    engagementKind: engagementKindSchema,
    totalCents: z.int(),
    dueDate: z.nullable(z.iso.date()),
    issuedAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'OverviewInvoice', description: 'An invoice waiting for payment' });
export type OverviewInvoice = z.output<typeof overviewInvoiceSchema>;

export const overviewThreadSchema = z
  .object({
    engagementId: z.uuid().check(z.describe('The thread (GET /api/portal/engagements/{id}/messages)')),
    taxYear: z.int(),
    engagementKind: engagementKindSchema,
    unreadCount: z.int(),
    latestAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'OverviewThread', description: 'A thread with messages from the firm the client has not read' });
export type OverviewThread = z.output<typeof overviewThreadSchema>;

export const portalOverviewSchema = z
  .object({
    requests: z.array(overviewRequestSchema),
    invoicesDue: z.array(overviewInvoiceSchema),
    unreadThreads: z.array(overviewThreadSchema),
    total: z.int().check(z.describe('requests + invoicesDue + unreadThreads items: 0 when nothing waits')),
  })
  .register(z.globalRegistry, { id: 'PortalOverview', description: 'Everything waiting for the signed-in client, oldest first in each list' });
export type PortalOverview = z.output<typeof portalOverviewSchema>;
