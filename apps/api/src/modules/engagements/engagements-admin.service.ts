import { Inject, Injectable } from '@nestjs/common';
import { mailPath } from '@huron/shared/i18n';
import {
  OFFICES,
  type AdminDocumentRequest,
  type DocumentRequestCreate,
  type DocumentRequestPatch,
  type EngagementCreate,
  type EngagementDetail,
  type EngagementListQuery,
  type EngagementNote,
  type EngagementNoteCreate,
  type EngagementPage,
  type EngagementPatch,
  type Office,
  type SiteLocale,
  type TaxIntakeEngagementCreate,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions, type Tx } from '../../platform/database/transactions';
import type { MailMessage } from '../../platform/mail/mail-message';
import { MailService } from '../../platform/mail/mail.service';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { AccountLocales, PeopleDirectoryService, SignInInvitations } from '../auth';
import { TaxIntakeLookup } from '../tax-intake';
import { UploadsService } from '../uploads';
import { documentRequestedMail, statusChangedMail } from './engagement-mail';
import type { EngagementRow, NewEngagement } from './engagement-row';
import { adminRequestOf, engagementDetailOf, engagementSummaryOf } from './engagement-views';
import { engagementErrors } from './engagements.errors';
import { EngagementsRepository } from './engagements.repository';

const PORTAL_PATH = '/portal';

/**
 * The staff side of engagements. Every read of an engagement (list, detail) and every change is in the audit log,
 * by id and field names only (no client data in the details). Changes carry the `version` the staff member saw:
 * a stale one is 409 `version_conflict`, checked on the locked row.
 */
@Injectable()
export class EngagementsAdminService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: EngagementsRepository,
    private readonly audit: AuditService,
    private readonly mail: MailService,
    private readonly people: PeopleDirectoryService,
    private readonly invitations: SignInInvitations,
    private readonly intakes: TaxIntakeLookup,
    private readonly uploads: UploadsService,
    private readonly locales: AccountLocales,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A client mail in the account's language (its /account choice, asked now), with the portal link in it. */
  private async clientMail(
    engagement: { clientEmail: string; clientUserId: string | null },
    render: (to: string, portalUrl: string, locale: SiteLocale) => MailMessage,
    tx: Tx,
  ): Promise<void> {
    const locale = await this.locales.of({ userId: engagement.clientUserId, email: engagement.clientEmail }, tx);
    await this.mail.enqueue(render(engagement.clientEmail, new URL(mailPath(PORTAL_PATH, locale), this.config.publicUrl).href, locale), tx);
  }

  async list(actor: StaffActor, query: EngagementListQuery): Promise<EngagementPage> {
    const after = query.cursor ? decodeCursor(query.cursor) : undefined;
    const rows = await this.repository.listForStaff(this.transactions.none, query, query.limit + 1, query.order, after);
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    const names = await this.people.staffNamesOf(page.flatMap((row) => (row.assigneeUserId ? [row.assigneeUserId] : [])));
    const filters = Object.entries(query)
      .filter(([key, value]) => value !== undefined && !['limit', 'cursor', 'order'].includes(key))
      .map(([key]) => key);
    await this.audit.record({ actorId: actor.id, action: 'engagement.listed', subjectType: 'engagement', details: { count: page.length, filters } });
    return {
      items: page.map((row) => engagementSummaryOf(row, names)),
      nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null,
    };
  }

  async detail(actor: StaffActor, id: string): Promise<EngagementDetail> {
    const row = await this.repository.find(this.transactions.none, id);
    if (!row) throw engagementErrors.notFound();
    await this.audit.record({ actorId: actor.id, action: 'engagement.read', subjectType: 'engagement', subjectId: id });
    return this.detailOf(this.transactions.none, row);
  }

  async create(actor: StaffActor, body: EngagementCreate): Promise<EngagementDetail> {
    await this.assertStaff(body.assigneeUserId);
    return this.open(actor, {
      clientEmail: body.clientEmail,
      taxYear: body.taxYear,
      kind: body.kind,
      assigneeUserId: body.assigneeUserId ?? null,
      office: body.office ?? null,
      taxIntakeId: null,
      actorUserId: actor.id,
      invite: body.invite,
    });
  }

  /** Opens an engagement for a tax intake's email in one action; its documents stay where they are and show on it. */
  async fromTaxIntake(actor: StaffActor, taxIntakeId: string, body: TaxIntakeEngagementCreate): Promise<EngagementDetail> {
    const intake = await this.intakes.forEngagement(taxIntakeId);
    if (!intake) throw engagementErrors.taxIntakeNotFound();
    await this.assertStaff(body.assigneeUserId);
    if (await this.repository.findByTaxIntake(this.transactions.none, taxIntakeId)) throw engagementErrors.exists();
    return this.open(actor, {
      clientEmail: intake.email.toLowerCase(),
      taxYear: body.taxYear ?? new Date().getUTCFullYear() - 1,
      kind: body.kind ?? 'individual',
      assigneeUserId: body.assigneeUserId ?? null,
      office: (OFFICES as readonly string[]).includes(intake.office) ? (intake.office as Office) : null,
      taxIntakeId,
      actorUserId: actor.id,
      invite: body.invite,
    });
  }

  private async open(actor: StaffActor, input: NewEngagement & { invite: boolean }): Promise<EngagementDetail> {
    return this.transactions.run(async (tx) => {
      let id: string | undefined;
      try {
        id = await this.repository.insert(tx, input);
      } catch (error) {
        // The intake's engagement opened by a concurrent request (tax_intake_id is unique).
        if ((error as { code?: string }).code === '23505') throw engagementErrors.exists();
        throw error;
      }
      if (!id) throw engagementErrors.exists();
      const provenBy = await this.repository.anyoneProved(tx, input.clientEmail);
      if (input.invite && !provenBy) {
        await this.invitations.invite(tx, input.clientEmail, PORTAL_PATH);
        await this.repository.markInvited(tx, id);
      }
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'engagement.created',
          subjectType: 'engagement',
          subjectId: id,
          details: { taxIntakeId: input.taxIntakeId, invited: input.invite && !provenBy },
        },
        tx,
      );
      return this.detailOf(tx, (await this.repository.find(tx, id))!);
    });
  }

  async patch(actor: StaffActor, id: string, body: EngagementPatch): Promise<EngagementDetail> {
    if (body.assigneeUserId) await this.assertStaff(body.assigneeUserId);
    return this.transactions.run(async (tx) => {
      const current = await this.repository.find(tx, id, true);
      if (!current) throw engagementErrors.notFound();
      if (current.version !== body.version) throw engagementErrors.stale();
      await this.repository.update(
        tx,
        current,
        {
          status: body.status,
          internalStatus: body.internalStatus,
          assigneeUserId: body.assigneeUserId,
          office: body.office,
          irs: body.irs && { result: body.irs.result, nextStep: body.irs.nextStep ?? null },
          michigan: body.michigan && { result: body.michigan.result, nextStep: body.michigan.nextStep ?? null },
        },
        actor.id,
      );
      const clientSees =
        (body.status !== undefined && body.status !== current.status) ||
        (body.irs !== undefined && body.irs.result !== current.irsResult) ||
        (body.michigan !== undefined && body.michigan.result !== current.michiganResult);
      if (clientSees) await this.clientMail(current, statusChangedMail, tx);
      const changed = Object.keys(body).filter((key) => key !== 'version');
      await this.audit.record({ actorId: actor.id, action: 'engagement.updated', subjectType: 'engagement', subjectId: id, details: { changed } }, tx);
      return this.detailOf(tx, (await this.repository.find(tx, id))!);
    });
  }

  /** Appends an internal note (never shown to the client; the database refuses to change one). */
  async addNote(actor: StaffActor, id: string, body: EngagementNoteCreate): Promise<EngagementNote> {
    return this.transactions.run(async (tx) => {
      if (!(await this.repository.findRef(tx, id))) throw engagementErrors.notFound();
      const note = await this.repository.insertNote(tx, id, body.body, actor.id);
      await this.audit.record(
        { actorId: actor.id, action: 'engagement.note_added', subjectType: 'engagement', subjectId: id, details: { noteId: note.id } },
        tx,
      );
      const names = await this.people.staffNamesOf([actor.id]);
      return {
        id: note.id,
        body: note.body,
        authorUserId: note.authorUserId,
        authorName: names.get(actor.id) ?? null,
        createdAt: note.createdAt.toISOString(),
      };
    });
  }

  /** Asks the client for a document or an answer; the client is mailed that something waits (no details). */
  async createRequest(actor: StaffActor, engagementId: string, body: DocumentRequestCreate): Promise<AdminDocumentRequest> {
    return this.transactions.run(async (tx) => {
      const engagement = await this.repository.findRef(tx, engagementId);
      if (!engagement) throw engagementErrors.notFound();
      const row = await this.repository.insertRequest(tx, {
        engagementId,
        type: body.type,
        title: body.title,
        description: body.description || null,
        createdBy: actor.id,
      });
      await this.clientMail(engagement, documentRequestedMail, tx);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'document_request.created',
          subjectType: 'document_request',
          subjectId: row.id,
          details: { engagementId, type: body.type },
        },
        tx,
      );
      return adminRequestOf(row, []);
    });
  }

  /** accept or return (with a reason) what the client gave, or close (withdraw) the request. */
  async patchRequest(actor: StaffActor, requestId: string, body: DocumentRequestPatch): Promise<AdminDocumentRequest> {
    return this.transactions.run(async (tx) => {
      const request = await this.repository.lockRequest(tx, requestId);
      if (!request) throw engagementErrors.requestNotFound();
      if (request.version !== body.version) throw engagementErrors.stale();
      const allowed = body.action === 'close' ? ['open', 'returned', 'submitted'] : ['submitted'];
      if (!allowed.includes(request.status)) throw engagementErrors.illegalRequestChange(request.status, body.action);
      if (body.action === 'accept') await this.repository.decide(tx, requestId, 'accepted');
      else if (body.action === 'close') await this.repository.decide(tx, requestId, 'closed');
      else {
        await this.repository.markReturned(tx, requestId, body.reason);
        const engagement = (await this.repository.findRef(tx, request.engagementId))!;
        await this.clientMail(engagement, documentRequestedMail, tx);
      }
      await this.audit.record(
        {
          actorId: actor.id,
          action: `document_request.${body.action === 'accept' ? 'accepted' : body.action === 'close' ? 'closed' : 'returned'}`,
          subjectType: 'document_request',
          subjectId: requestId,
          details: { engagementId: request.engagementId },
        },
        tx,
      );
      const row = (await this.repository.findRequest(tx, requestId))!;
      return adminRequestOf(row, await this.repository.filesOf(tx, [requestId]));
    });
  }

  private async assertStaff(userId: string | null | undefined): Promise<void> {
    if (!userId) return;
    if (!(await this.people.staffNamesOf([userId])).has(userId)) throw engagementErrors.unknownAssignee();
  }

  private async detailOf(tx: Tx, row: EngagementRow): Promise<EngagementDetail> {
    // One after another: inside a transaction they share one connection.
    const history = await this.repository.history(tx, row.id, false);
    const notes = await this.repository.notes(tx, row.id);
    const requests = await this.repository.requestsOf(tx, row.id);
    const files = await this.repository.filesOf(
      tx,
      requests.map((request) => request.id),
    );
    const intake = row.taxIntakeId ? await this.intakes.forEngagement(row.taxIntakeId) : undefined;
    const documents = intake ? await this.uploads.listFor(intake.documentsOwner) : [];
    const names = await this.people.staffNamesOf([
      ...(row.assigneeUserId ? [row.assigneeUserId] : []),
      ...notes.flatMap((note) => (note.authorUserId ? [note.authorUserId] : [])),
    ]);
    return engagementDetailOf(row, { history, notes, requests, files, documents, names, clientName: intake?.fullName ?? null });
  }
}
