import { randomBytes, randomUUID } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import { isLocale } from '@huron/shared/i18n';
import { formatMoney } from '@huron/shared/i18n/format';
import type {
  AdminSignatureRequestList,
  InOfficeSession,
  InOfficeSessionCreate,
  SignatureRequest,
  SignatureRequestCreate,
  SignatureVerification,
  SignatureVoid,
} from '@huron/shared/contracts';
import { ADMIN_SIGNATURE_LIST_LIMIT, IRS_TOLERANCE_CENTS } from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions } from '../../platform/database/transactions';
import { SignInInvitations } from '../auth';
import { EngagementAccess } from '../engagements';
import { UploadsService } from '../uploads';
import { isSignablePdf, sha256 } from './signature-pdf';
import { SignatureSealer } from './signature-sealer.service';
import { SignatureTrail } from './signature-trail.service';
import { adminSignatureRequestOf, signatureRequestOf } from './signature-views';
import { signatureErrors } from './signatures.errors';
import { SignaturesRepository } from './signatures.repository';
import { kioskTokenHash } from './signatures.service';

const KIOSK_MINUTES = 30;
const TITLES: Record<SignatureRequestCreate['kind'], string> = {
  'engagement-letter': 'Engagement letter',
  'form-8879': 'Form 8879, IRS e-file Signature Authorization',
  'form-mi-8453': 'Form MI-8453, Michigan Individual Income Tax Declaration for e-file',
};

/**
 * The staff side: ask for signatures, start an in-office kiosk session after a photo-ID check, void (figures changed
 * beyond the IRS tolerances: the signed form stays, marked void, and staff make a new request), and verify the audit
 * chain and the stored document. Every action is in the audit log and in the request's own hash chain.
 */
@Injectable()
export class SignaturesAdminService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: SignaturesRepository,
    private readonly trail: SignatureTrail,
    private readonly sealer: SignatureSealer,
    private readonly uploads: UploadsService,
    private readonly engagements: EngagementAccess,
    private readonly invitations: SignInInvitations,
    private readonly audit: AuditService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private assertEnabled(): void {
    if (!this.config.signatures.enabled) throw signatureErrors.notFound();
  }

  /** An engagement's requests, newest first (bounded), with their signers and documents; the read is audited. */
  async list(actor: StaffActor, engagementId: string): Promise<AdminSignatureRequestList> {
    this.assertEnabled();
    await this.engagements.findForStaff(engagementId);
    const tx = this.transactions.none;
    const rows = await this.repository.listForEngagement(tx, engagementId, ADMIN_SIGNATURE_LIST_LIMIT + 1);
    const shown = rows.slice(0, ADMIN_SIGNATURE_LIST_LIMIT);
    const signers = await this.repository.signersOf(
      tx,
      shown.map((row) => row.id),
    );
    await this.audit.record({
      actorId: actor.id,
      action: 'signature_request.listed',
      subjectType: 'engagement',
      subjectId: engagementId,
      details: { count: shown.length },
    });
    return { items: shown.map((row) => adminSignatureRequestOf(row, signers)), truncated: rows.length > ADMIN_SIGNATURE_LIST_LIMIT };
  }

  async create(actor: StaffActor, engagementId: string, body: SignatureRequestCreate): Promise<SignatureRequest> {
    this.assertEnabled();
    const engagement = await this.engagements.findForStaff(engagementId);
    const taxpayer = body.signers.find((s) => s.role === 'taxpayer')!;
    const spouse = body.signers.find((s) => s.role === 'spouse');
    if (spouse?.email === engagement.clientEmail) throw signatureErrors.spouseEmail();
    const id = randomUUID();
    const createdAt = new Date();
    const title = `${TITLES[body.kind]} (${engagement.taxYear})`;
    const stated = await this.repository.clientLocale(this.transactions.none, engagementId);
    const locale = isLocale(stated) ? stated : 'en';
    const letter =
      body.kind === 'engagement-letter'
        ? await this.sealer.renderLetter(
            {
              clientName: taxpayer.name,
              taxYear: engagement.taxYear,
              kind: engagement.kind,
              scope: body.scope!,
              fee: formatMoney(body.feeCents!),
              createdAt,
            },
            locale,
          )
        : undefined;
    return this.transactions.run(async (tx) => {
      let document: { id: string; sha256: string };
      if (letter) document = await this.uploads.storeGenerated(letter, `engagement-letter-${engagement.taxYear}.pdf`, { type: 'signature_request', id }, tx);
      else {
        await this.uploads.claimOne(body.uploadId!, { type: 'signature_request', id }, tx, 'uploadId', ['application/pdf']);
        const file = await this.uploads.contentOf(body.uploadId!);
        if (!file || !(await isSignablePdf(file.content))) throw signatureErrors.fileNotPdf();
        document = { id: body.uploadId!, sha256: file.sha256 };
      }
      await this.repository.insertRequest(tx, {
        id,
        engagementId,
        kind: body.kind,
        title,
        documentUploadId: document.id,
        documentSha256: document.sha256,
        createdBy: actor.id,
        createdAt,
        locale,
      });
      await this.repository.insertSigner(tx, { requestId: id, role: 'taxpayer', name: taxpayer.name, email: engagement.clientEmail });
      if (spouse) {
        await this.repository.insertSigner(tx, { requestId: id, role: 'spouse', name: spouse.name, email: spouse.email! });
        // The spouse signs with their own account: invite them unless someone already proved that mailbox.
        if (!(await this.repository.isMailboxProven(tx, spouse.email!))) await this.invitations.invite(tx, spouse.email!, '/portal');
      }
      await this.trail.append(
        tx,
        id,
        'requested',
        { kind: body.kind, engagementId, documentSha256: document.sha256, signers: body.signers.map((s) => s.role), by: actor.id },
        createdAt,
      );
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'signature_request.created',
          subjectType: 'signature_request',
          subjectId: id,
          details: { engagementId, kind: body.kind, signers: body.signers.length },
        },
        tx,
      );
      const row = await this.repository.find(tx, id);
      return signatureRequestOf(row!, await this.repository.signersOf(tx, [id]));
    });
  }

  async void(actor: StaffActor, id: string, body: SignatureVoid): Promise<SignatureRequest> {
    this.assertEnabled();
    return this.transactions.run(async (tx) => {
      const row = await this.repository.find(tx, id, true);
      if (!row) throw signatureErrors.notFound();
      if (row.status === 'void') throw signatureErrors.notPending('void');
      const at = new Date();
      const figures = body.changedFigures ?? null;
      const beyondTolerance = figures
        ? (figures.incomeOrAgiCents ?? 0) > IRS_TOLERANCE_CENTS.incomeOrAgi ||
          (figures.taxWithholdingRefundOrOwedCents ?? 0) > IRS_TOLERANCE_CENTS.taxWithholdingRefundOrOwed
        : null;
      await this.repository.void(tx, id, actor.id, body.reason, figures, at);
      await this.trail.append(tx, id, 'voided', { by: actor.id, reason: body.reason, changedFigures: figures, beyondTolerance, wasStatus: row.status }, at);
      await this.audit.record(
        { actorId: actor.id, action: 'signature_request.voided', subjectType: 'signature_request', subjectId: id, details: { wasStatus: row.status } },
        tx,
      );
      return signatureRequestOf((await this.repository.find(tx, id))!, await this.repository.signersOf(tx, [id]));
    });
  }

  async startInOffice(actor: StaffActor, id: string, body: InOfficeSessionCreate): Promise<InOfficeSession> {
    this.assertEnabled();
    if (body.idExpiresOn < new Date().toISOString().slice(0, 10)) throw signatureErrors.idExpired();
    return this.transactions.run(async (tx) => {
      const row = await this.repository.find(tx, id, true);
      if (!row) throw signatureErrors.notFound();
      if (row.status !== 'pending') throw signatureErrors.notPending(row.status);
      const signer = (await this.repository.signersOf(tx, [id])).find((s) => s.id === body.signerId);
      if (!signer) throw signatureErrors.signerNotFound();
      if (signer.signedAt) throw signatureErrors.alreadySigned();
      const token = randomBytes(32).toString('base64url');
      const expiresAt = new Date(Date.now() + KIOSK_MINUTES * 60_000);
      await this.repository.insertKioskSession(tx, {
        requestId: id,
        signerId: signer.id,
        tokenHash: kioskTokenHash(token),
        idType: body.idType,
        idLastFour: body.idLastFour.toUpperCase(),
        idExpiresOn: body.idExpiresOn,
        checkedBy: actor.id,
        expiresAt,
      });
      await this.trail.append(tx, id, 'photo_id_checked', {
        signerId: signer.id,
        role: signer.role,
        idType: body.idType,
        idLastFour: body.idLastFour.toUpperCase(),
        idExpiresOn: body.idExpiresOn,
        by: actor.id,
      });
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'signature_request.in_office_session',
          subjectType: 'signature_request',
          subjectId: id,
          details: { signerId: signer.id, idType: body.idType },
        },
        tx,
      );
      return { token, expiresAt: expiresAt.toISOString(), signerId: signer.id, requestId: id };
    });
  }

  async verify(actor: StaffActor, id: string): Promise<SignatureVerification> {
    this.assertEnabled();
    const tx = this.transactions.none;
    const row = await this.repository.find(tx, id);
    if (!row) throw signatureErrors.notFound();
    const { events, brokenAt } = await this.trail.check(tx, id);
    let documentValid: boolean | null = null;
    if (row.signedUploadId) {
      const file = await this.uploads.contentOf(row.signedUploadId);
      const completed = events.find((event) => event.type === 'completed');
      const actual = file ? sha256(file.content) : null;
      documentValid = actual !== null && actual === row.signedSha256 && actual === completed?.details['signedSha256'];
    }
    const original = await this.uploads.contentOf(row.documentUploadId);
    const requested = events.find((event) => event.type === 'requested');
    const originalValid = original?.sha256 === row.documentSha256 && requested?.details['documentSha256'] === row.documentSha256;
    await this.audit.record({ actorId: actor.id, action: 'signature_request.verified', subjectType: 'signature_request', subjectId: id });
    const chainValid = brokenAt === null && events.length > 0 && originalValid;
    return { valid: chainValid && documentValid !== false, chainValid, documentValid, events: events.length, brokenAt };
  }
}
