import { createHash } from 'node:crypto';
import { Inject, Injectable } from '@nestjs/common';
import {
  SIGNATURE_CONSENT_VERSION,
  type SignatureConsent,
  type SignatureRequest,
  type SignatureRequestList,
  type SignatureSign,
} from '@huron/shared/contracts';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions, type Tx } from '../../platform/database/transactions';
import type { AuthenticatedUser } from '../auth';
import { UploadsService } from '../uploads';
import { isUsablePng } from './signature-pdf';
import { SignatureSealer } from './signature-sealer.service';
import { SignatureTrail } from './signature-trail.service';
import { signatureRequestOf } from './signature-views';
import { signatureErrors } from './signatures.errors';
import { SignaturesRepository, type KioskSessionRow, type RequestRow, type SignerRow } from './signatures.repository';

/** Who is at the screen: a signed-in client, or a client on an office device in a kiosk session staff started. */
export interface SigningContext {
  user?: AuthenticatedUser;
  kioskToken?: string;
  ip: string;
  userAgent: string;
}

export interface SignatureFile {
  name: string;
  content: Buffer;
}

const AMR_WORDS: Record<string, string> = {
  password: 'password',
  otp: 'one-time code sent by email',
  magiclink: 'one-time sign-in link sent by email',
  email_code: 'one-time code sent by email',
  invite: 'one-time invitation link sent by email',
  recovery: 'account recovery link sent by email',
  totp: 'authenticator app',
  mfa: 'authenticator app',
};

export const kioskTokenHash = (token: string): string => createHash('sha256').update(token).digest('hex');

/**
 * The signer's side: documents to sign, the ESIGN consent, signing, and the signed copy. A signer is a signed-in client
 * (the taxpayer: the engagement's client; the spouse: whoever proved the spouse's mailbox), or the client at an office
 * device in a kiosk session (X-Signing-Session) after staff checked a photo ID. Anything else is 404.
 */
@Injectable()
export class SignaturesService {
  constructor(
    private readonly transactions: Transactions,
    private readonly repository: SignaturesRepository,
    private readonly trail: SignatureTrail,
    private readonly sealer: SignatureSealer,
    private readonly uploads: UploadsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private assertEnabled(): void {
    if (!this.config.signatures.enabled) throw signatureErrors.notFound();
  }

  async list(user: AuthenticatedUser): Promise<SignatureRequestList> {
    // Signatures off: nothing to sign (the portal's pages show no section rather than an error).
    if (!this.config.signatures.enabled) return { items: [] };
    const rows = await this.repository.listForCaller(this.transactions.none, user.id);
    const signers = await this.repository.signersOf(
      this.transactions.none,
      rows.map((row) => row.id),
    );
    const items: SignatureRequest[] = [];
    for (const row of rows) items.push(signatureRequestOf(row, signers, await this.repository.signerIdsOfCaller(this.transactions.none, user.id, row.id)));
    return { items };
  }

  /** The request and the signers the caller may act as; 401/404 otherwise. With `lock`, the request row is locked. */
  private async access(
    tx: Tx,
    context: SigningContext,
    id: string,
    lock = false,
  ): Promise<{ row: RequestRow; mine: string[]; kiosk?: KioskSessionRow; signers: SignerRow[] }> {
    this.assertEnabled();
    let mine: string[];
    let kiosk: KioskSessionRow | undefined;
    if (context.kioskToken !== undefined) {
      kiosk = await this.repository.liveKioskSession(tx, kioskTokenHash(context.kioskToken));
      if (!kiosk) throw signatureErrors.kioskSession();
      if (kiosk.requestId !== id) throw signatureErrors.notFound();
      mine = [kiosk.signerId];
    } else if (context.user) {
      if (!(await this.repository.findForCaller(tx, context.user.id, id))) throw signatureErrors.notFound();
      mine = await this.repository.signerIdsOfCaller(tx, context.user.id, id);
    } else throw signatureErrors.signedIn();
    const row = await this.repository.find(tx, id, lock);
    if (!row) throw signatureErrors.notFound();
    return { row, mine, kiosk, signers: await this.repository.signersOf(tx, [id]) };
  }

  /** The document as it stands: the signed copy once complete, else the one to sign. */
  async document(context: SigningContext, id: string): Promise<SignatureFile> {
    const { row } = await this.access(this.transactions.none, context, id);
    const file = await this.uploads.contentOf(row.signedUploadId ?? row.documentUploadId);
    if (!file) throw signatureErrors.notFound();
    return { name: `${row.kind}-${row.taxYear}${row.signedUploadId ? '-signed' : ''}.pdf`, content: file.content };
  }

  async signed(user: AuthenticatedUser, id: string): Promise<SignatureFile> {
    const { row } = await this.access(this.transactions.none, { user, ip: '', userAgent: '' }, id);
    if (!row.signedUploadId) throw signatureErrors.notSigned();
    const file = await this.uploads.contentOf(row.signedUploadId);
    if (!file) throw signatureErrors.notSigned();
    return { name: `${row.kind}-${row.taxYear}-signed.pdf`, content: file.content };
  }

  /** Records the ESIGN 101(c) consent (with the version of the text shown) for each of the caller's signers still to sign. */
  async consent(context: SigningContext, id: string, body: SignatureConsent): Promise<SignatureRequest> {
    return this.transactions.run(async (tx) => {
      const { row, mine, signers } = await this.access(tx, context, id, true);
      if (row.status !== 'pending') throw signatureErrors.notPending(row.status);
      const at = new Date();
      const open = signers.filter((signer) => mine.includes(signer.id) && !signer.signedAt);
      for (const signer of open) {
        await this.repository.recordConsent(tx, signer.id, body.version, at);
        await this.trail.append(
          tx,
          id,
          'consented',
          { signerId: signer.id, role: signer.role, consentVersion: body.version, ip: context.ip, userAgent: context.userAgent },
          at,
        );
      }
      return signatureRequestOf(row, await this.repository.signersOf(tx, [id]), mine);
    });
  }

  async sign(context: SigningContext, id: string, body: SignatureSign): Promise<SignatureRequest> {
    return this.transactions.run(async (tx) => {
      const { row, mine, kiosk, signers } = await this.access(tx, context, id, true);
      if (row.status !== 'pending') throw signatureErrors.notPending(row.status);
      const signer = signers.find((s) => s.id === body.signerId);
      // Another signer of the same request (a spouse signing for the other) is the same 404 as a missing one.
      if (!signer || !mine.includes(signer.id)) throw signatureErrors.signerNotFound();
      if (signer.signedAt) throw signatureErrors.alreadySigned();
      if (signer.consentVersion !== SIGNATURE_CONSENT_VERSION) throw signatureErrors.consentRequired();
      if (body.drawnSignature && !(await isUsablePng(Buffer.from(body.drawnSignature.split(',')[1] ?? '', 'base64')))) throw signatureErrors.badDrawing();
      if (row.kind !== 'engagement-letter' && !kiosk && !this.config.signatures.remote8879) throw signatureErrors.remoteDisabled();
      const at = new Date();
      const authentication = kiosk
        ? `in office: photo ID (${kiosk.idType}, number ending ${kiosk.idLastFour}, expires ${kiosk.idExpiresOn}) checked by staff`
        : `portal sign-in: ${[...new Set((context.user?.amr ?? []).map((m) => AMR_WORDS[m] ?? m))].join(', ') || 'session'} (${context.user?.aal ?? 'aal1'})`;
      const mark = {
        typedName: body.typedName,
        drawnSignature: body.drawnSignature ?? null,
        method: kiosk ? 'in-office' : 'portal',
        authentication,
        ip: context.ip,
        userAgent: context.userAgent.slice(0, 500),
        userId: kiosk ? null : (context.user?.id ?? null),
        at,
      };
      if (!(await this.repository.recordSignature(tx, signer.id, mark))) throw signatureErrors.alreadySigned();
      await this.trail.append(
        tx,
        id,
        'signed',
        {
          signerId: signer.id,
          role: signer.role,
          typedName: body.typedName,
          drawn: Boolean(body.drawnSignature),
          method: mark.method,
          authentication,
          ip: mark.ip,
          userAgent: mark.userAgent,
          documentSha256: row.documentSha256,
        },
        at,
      );
      if (kiosk) await this.repository.endKioskSession(tx, kiosk.id);
      const after = await this.repository.signersOf(tx, [id]);
      if (after.every((s) => s.signedAt)) await this.complete(tx, row, after);
      const final = await this.repository.find(tx, id);
      return signatureRequestOf(final!, await this.repository.signersOf(tx, [id]), mine);
    });
  }

  /** Everyone signed: seal the document (marks, audit-trail page, the firm's PAdES signature) and store it encrypted. */
  private async complete(tx: Tx, row: RequestRow, signers: SignerRow[]): Promise<void> {
    const original = await this.uploads.contentOf(row.documentUploadId);
    if (!original) throw new Error(`the document of signature request ${row.id} is missing`);
    const sealedAt = new Date();
    const { signed, hashBefore, hashAfter } = await this.sealer.seal(original.content, {
      requestId: row.id,
      kind: row.kind,
      taxYear: row.taxYear,
      locale: row.locale,
      sealedAt,
      signers: signers.map((s) => ({
        role: s.role,
        name: s.name,
        typedName: s.typedName!,
        email: s.email,
        drawnSignature: s.drawnSignature ? Buffer.from(s.drawnSignature.split(',')[1]!, 'base64') : null,
        signedAt: new Date(s.signedAt!),
        authentication: s.authentication ?? '',
        ip: s.ip ?? '',
        userAgent: s.userAgent ?? '',
        consentVersion: s.consentVersion ?? '',
      })),
    });
    const stored = await this.uploads.storeGenerated(signed, `${row.kind}-${row.taxYear}-signed.pdf`, { type: 'signature_request', id: row.id }, tx);
    await this.repository.complete(tx, row.id, stored.id, stored.sha256, sealedAt);
    await this.trail.append(
      tx,
      row.id,
      'completed',
      {
        signedUploadId: stored.id,
        documentSha256: hashBefore,
        markedSha256: hashAfter,
        signedSha256: stored.sha256,
        timestamped: Boolean(this.config.signatures.tsaUrl),
      },
      sealedAt,
    );
  }
}
