import { Injectable } from '@nestjs/common';
import {
  UPLOAD_KINDS,
  type PageQuery,
  type PortalDocumentRequest,
  type PortalDocumentRequestList,
  type PortalEngagementDetail,
  type PortalEngagementPage,
} from '@huron/shared/contracts';
import { Transactions, type Tx } from '../../platform/database/transactions';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { PeopleDirectoryService } from '../auth';
import { UploadsService } from '../uploads';
import type { PortalClient } from './engagement-access.service';
import { portalEngagementDetailOf, portalEngagementOf, portalRequestOf } from './engagement-views';
import { engagementErrors } from './engagements.errors';
import { EngagementsRepository } from './engagements.repository';

/** Files given against a request are claimed under this owner (the uploads table keeps them, encrypted). */
export const DOCUMENT_REQUEST_OWNER = 'document_request';

/**
 * The client's side of the portal: their own engagements and requests only (anything else is 404), and giving what
 * was asked. Each answer or upload locks the request row first, so a request answered twice, or closed by staff while
 * the client uploads, has one outcome: the second comes second and is told 409 `request_not_open`, and its uploads
 * stay unclaimed (nothing is attached to a request that no longer waits).
 */
@Injectable()
export class EngagementsService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: EngagementsRepository,
    private readonly uploads: UploadsService,
    private readonly people: PeopleDirectoryService,
  ) {}

  /** The preparers' names (never their emails) for the client to see. */
  private preparers(assignees: Array<string | null>): Promise<Map<string, string>> {
    return this.people.staffNamesOf(
      assignees.filter((id): id is string => id !== null),
      { withEmail: false },
    );
  }

  async list(client: PortalClient, query: PageQuery): Promise<PortalEngagementPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.repository.listForClient(this.transactions.none, client.id, query.limit + 1, after);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const names = await this.preparers(page.map((row) => row.assigneeUserId));
    return {
      items: page.map((row) => portalEngagementOf(row, (row.assigneeUserId && names.get(row.assigneeUserId)) || null)),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
    };
  }

  async detail(client: PortalClient, id: string): Promise<PortalEngagementDetail> {
    const tx = this.transactions.none;
    const ref = await this.repository.findRefForClient(tx, client.id, id);
    if (!ref) throw engagementErrors.notFound();
    const [row, history] = await Promise.all([this.repository.find(tx, id), this.repository.history(tx, id, true)]);
    const names = await this.preparers([row!.assigneeUserId]);
    return portalEngagementDetailOf(row!, history, (row!.assigneeUserId && names.get(row!.assigneeUserId)) || null);
  }

  async requests(client: PortalClient, engagementId: string): Promise<PortalDocumentRequestList> {
    const tx = this.transactions.none;
    if (!(await this.repository.findRefForClient(tx, client.id, engagementId))) throw engagementErrors.notFound();
    const rows = await this.repository.requestsOf(tx, engagementId);
    const files = await this.repository.filesOf(
      tx,
      rows.map((row) => row.id),
    );
    return { items: rows.map((row) => portalRequestOf(row, files)) };
  }

  /** Attaches uploads (POST /api/uploads first) to a document item; the item then waits for staff. */
  addFiles(client: PortalClient, requestId: string, uploadIds: string[]): Promise<PortalDocumentRequest> {
    const seen = new Set<string>();
    uploadIds.forEach((id, index) => {
      if (seen.has(id.toLowerCase())) throw engagementErrors.duplicateUpload(index);
      seen.add(id.toLowerCase());
    });
    return this.transactions.run(async (tx) => {
      const request = await this.repository.lockRequestForClient(tx, client.id, requestId);
      if (!request) throw engagementErrors.requestNotFound();
      if (request.type !== 'document') throw engagementErrors.typeMismatch('question');
      if (request.status !== 'open' && request.status !== 'returned') throw engagementErrors.requestNotOpen();
      for (const [index, id] of uploadIds.entries()) {
        await this.uploads.claimOne(id, { type: DOCUMENT_REQUEST_OWNER, id: requestId }, tx, `uploadIds.${index}`, UPLOAD_KINDS);
      }
      await this.repository.insertFiles(tx, requestId, uploadIds);
      await this.repository.markSubmitted(tx, requestId, null);
      return this.view(tx, requestId);
    });
  }

  /** Answers a question item; the item then waits for staff. */
  answer(client: PortalClient, requestId: string, answer: string): Promise<PortalDocumentRequest> {
    return this.transactions.run(async (tx) => {
      const request = await this.repository.lockRequestForClient(tx, client.id, requestId);
      if (!request) throw engagementErrors.requestNotFound();
      if (request.type !== 'question') throw engagementErrors.typeMismatch('document');
      if (request.status !== 'open' && request.status !== 'returned') throw engagementErrors.requestNotOpen();
      await this.repository.markSubmitted(tx, requestId, answer);
      return this.view(tx, requestId);
    });
  }

  private async view(tx: Tx, requestId: string): Promise<PortalDocumentRequest> {
    const row = (await this.repository.findRequest(tx, requestId))!;
    return portalRequestOf(row, await this.repository.filesOf(tx, [requestId]));
  }
}
