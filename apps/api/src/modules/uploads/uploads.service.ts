import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { PassThrough, Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { UPLOAD_LIMITS, type UploadKind, type UploadLink, type UploadReceipt } from '@huron/shared/contracts';
import { AuditService } from '../../platform/audit/audit.service';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { Transactions, type Tx } from '../../platform/database/transactions';
import { ApiError } from '../../platform/http/api-error';
import { SecretBox } from '../../platform/security/secret-box';
import { decryptDocument, encryptingStream, newDataKey } from './document-cipher';
import { DocumentKindSniffer } from './document-kind';
import { DOCUMENT_STORAGE, type DocumentStorage } from './document-storage';
import type { ReceivedDocument } from './received-document';
import type { UploadEntity } from './upload.entity';
import { uploadRefusal } from './upload-refusals';
import { isValidLink, LINK_TTL_SECONDS, linkSignature } from './upload-link';
import { type NewUpload, UploadsRepository } from './uploads.repository';

const KEY_PURPOSE = 'upload-data-key';
const CLIENT_PURPOSE = 'upload-client';
const UNCLAIMED_HOURS = 24;

export interface UploadOwner {
  type: string;
  id: string;
}

export interface DownloadedDocument {
  name: string;
  type: string;
  content: Buffer;
}

@Injectable()
export class UploadsService {
  private readonly log = new Logger('Uploads');

  constructor(
    private readonly transactions: Transactions,
    private readonly repository: UploadsRepository,
    @Inject(DOCUMENT_STORAGE) private readonly storage: DocumentStorage,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
    private readonly audit: AuditService,
  ) {}

  /**
   * Streams one document to storage, checking its kind and sealing it as it goes: only ciphertext reaches the storage
   * backend and at most one cipher chunk of plaintext is held. Refused (wrong kind, too big, cut off): nothing stays.
   */
  async receive(source: Readable, name: string): Promise<ReceivedDocument> {
    const uploadId = randomUUID();
    const storageKey = randomBytes(24).toString('base64url');
    const dataKey = newDataKey();
    const sniffer = new DocumentKindSniffer();
    const hash = createHash('sha256');
    let size = 0;
    const inspect = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        size += chunk.length;
        hash.update(chunk);
        sniffer.push(chunk);
        if (size > UPLOAD_LIMITS.maxFileBytes) return done(uploadRefusal.tooBig(name));
        done(sniffer.refused ? uploadRefusal.wrongKind(name) : null, chunk);
      },
    });
    const sealed = new PassThrough();
    const [piped, written] = await Promise.allSettled([
      pipeline(source, inspect, encryptingStream(dataKey, uploadId), sealed),
      this.storage.write(storageKey, sealed),
    ]);
    const failure = piped.status === 'rejected' ? piped.reason : written.status === 'rejected' ? written.reason : undefined;
    const type = sniffer.result();
    if (failure || !type) {
      await this.discard(storageKey).catch(() => undefined);
      throw failure ?? uploadRefusal.wrongKind(name);
    }
    return { name, uploadId, storageKey, size, type, sha256: hash.digest('hex'), sealedKey: this.box.seal(KEY_PURPOSE, dataKey.toString('base64'), uploadId) };
  }

  /**
   * Writes the row for a received document, within the bytes one client address may leave unclaimed (checked under a
   * per-address lock, so parallel uploads count one after another). Refused: the stored object goes too.
   */
  async record(document: ReceivedDocument, client: string): Promise<UploadReceipt> {
    const clientHash = this.box.mac(CLIENT_PURPOSE, client);
    try {
      await this.transactions.run(async (manager) => {
        await this.repository.lockClient(manager, clientHash);
        await this.assertRoom(manager, clientHash, document.size);
        await this.repository.insertUpload(manager, uploadRow(document, { clientHash, ownerType: null, ownerId: null, claimedAt: null }));
      });
    } catch (error) {
      await this.discard(document.storageKey).catch(() => undefined);
      throw error;
    }
    return { id: document.uploadId, name: document.name, size: document.size, type: document.type };
  }

  /**
   * Stores a document the firm made (a signed PDF) on the same encrypted path, already claimed by `owner` in the
   * caller's transaction. Written before the row: when the transaction rolls back, the object is an orphan no row names.
   */
  async storeGenerated(content: Buffer, name: string, owner: UploadOwner, manager: Tx): Promise<{ id: string; sha256: string }> {
    const document = await this.receive(Readable.from([content]), name);
    await this.repository.insertUpload(manager, uploadRow(document, { clientHash: null, ownerType: owner.type, ownerId: owner.id, claimedAt: new Date() }));
    return { id: document.uploadId, sha256: document.sha256 };
  }

  /** The decrypted bytes of an upload (callers audit who read it), or null when there is no such row. */
  async contentOf(id: string): Promise<{ name: string; type: string; sha256: string; content: Buffer } | null> {
    const row = await this.repository.findUpload(id);
    if (!row) return null;
    const dataKey = Buffer.from(this.box.open(KEY_PURPOSE, row.sealedKey, row.id), 'base64');
    return { name: row.name, type: row.type, sha256: row.sha256, content: decryptDocument(dataKey, row.id, await this.storage.get(row.storageKey)) };
  }

  /** Refuses before reading a body when this address's unclaimed uploads plus `incomingBytes` would pass the cap. */
  async assertUnclaimedRoom(client: string, incomingBytes: number): Promise<void> {
    await this.assertRoom(this.transactions.none, this.box.mac(CLIENT_PURPOSE, client), incomingBytes);
  }

  private async assertRoom(manager: Tx, clientHash: string, incomingBytes: number): Promise<void> {
    const { held, retryAfter } = await this.repository.unclaimedHeldBy(manager, clientHash, UNCLAIMED_HOURS);
    const cap = this.config.uploads.unclaimedBytesPerAddress;
    if (held + incomingBytes > cap) throw uploadRefusal.unclaimedCap(cap, Math.max(1, retryAfter ?? 1));
  }

  /** Removes a stored object that no row names (a refused or replayed upload). */
  async discard(storageKey: string): Promise<void> {
    await this.storage.delete(storageKey);
  }

  /**
   * Attaches uploads to a submission inside the caller's transaction: every id must exist and be unclaimed (or
   * already this owner's), within 10 files and 60 MB. Rows are locked so two submissions cannot claim one upload.
   */
  async claim(ids: string[], owner: UploadOwner, manager: Tx): Promise<void> {
    if (ids.length === 0) return;
    if (ids.length > UPLOAD_LIMITS.maxFilesPerSubmission) throw uploadRefusal.tooMany();
    await this.claimRows(ids, owner, manager, (index) => `documents.${index}`);
  }

  /**
   * Attaches one upload that a form field names (a job application's résumé), refusing any kind but `kinds`.
   * Returns what staff and mails show of it.
   */
  async claimOne(id: string, owner: UploadOwner, manager: Tx, field: string, kinds: readonly UploadKind[]): Promise<{ name: string; type: UploadKind }> {
    const [row] = await this.claimRows([id], owner, manager, () => field, kinds);
    return { name: row!.name, type: row!.type as UploadKind };
  }

  private async claimRows(
    ids: string[],
    owner: UploadOwner,
    manager: Tx,
    fieldOf: (index: number) => string,
    kinds?: readonly UploadKind[],
  ): Promise<UploadEntity[]> {
    const rows = await this.repository.lockUploads(manager, ids);
    const byId = new Map(rows.map((row) => [row.id, row]));
    let total = 0;
    const claimed = ids.map((id, index) => {
      const row = byId.get(id);
      if (!row || ids.indexOf(id) !== index) throw uploadRefusal.unknown(fieldOf(index));
      if (row.claimedAt && (row.ownerType !== owner.type || row.ownerId !== owner.id)) throw uploadRefusal.taken(fieldOf(index));
      if (kinds && !kinds.includes(row.type as UploadKind)) throw uploadRefusal.kindNotAllowed(fieldOf(index), row.name, kinds);
      total += row.size;
      return row;
    });
    if (total > UPLOAD_LIMITS.maxBytesPerSubmission) throw uploadRefusal.tooLarge();
    await this.repository.claimUploads(manager, ids, owner);
    return claimed;
  }

  /** A submission's documents, oldest first, for staff detail views. */
  async listFor(owner: UploadOwner): Promise<Array<{ id: string; name: string; size: number; type: UploadKind }>> {
    const rows = await this.repository.uploadsOf(owner);
    return rows.map((row) => ({ id: row.id, name: row.name, size: row.size, type: row.type as UploadKind }));
  }

  /** The documents of many owners of one type (e.g. every message of a thread), by owner id, oldest first. */
  async listForOwners(type: string, ownerIds: string[]): Promise<Map<string, Array<{ id: string; name: string; size: number; type: UploadKind }>>> {
    const byOwner = new Map<string, Array<{ id: string; name: string; size: number; type: UploadKind }>>();
    for (const row of await this.repository.uploadsOfOwners(type, ownerIds)) {
      const list = byOwner.get(row.ownerId!) ?? [];
      list.push({ id: row.id, name: row.name, size: row.size, type: row.type as UploadKind });
      byOwner.set(row.ownerId!, list);
    }
    return byOwner;
  }

  /** A five-minute signed download URL; audit-logged (who, which upload; never the file's name). */
  async createLink(id: string, actorId: string): Promise<UploadLink> {
    const exists = await this.repository.uploadExists(id);
    if (!exists) throw ApiError.notFound('Upload');
    const expires = Math.floor(Date.now() / 1000) + LINK_TTL_SECONDS;
    await this.audit.record({ actorId, action: 'upload.link_created', subjectType: 'upload', subjectId: id });
    const url = new URL(`/api/uploads/${id}/content`, this.config.publicUrl);
    url.searchParams.set('expires', String(expires));
    url.searchParams.set('signature', linkSignature(this.box, id, expires));
    return { url: url.toString(), expiresAt: new Date(expires * 1000).toISOString() };
  }

  /** The decrypted document behind a valid link, or null (expired, altered or unknown: no difference shown). */
  async download(id: string, expires: string | undefined, signature: string | undefined): Promise<DownloadedDocument | null> {
    if (!isValidLink(this.box, id, expires, signature)) return null;
    const row = await this.repository.findUpload(id);
    if (!row) return null;
    const dataKey = Buffer.from(this.box.open(KEY_PURPOSE, row.sealedKey, row.id), 'base64');
    const content = decryptDocument(dataKey, row.id, await this.storage.get(row.storageKey));
    await this.audit.record({ actorId: null, action: 'upload.downloaded', subjectType: 'upload', subjectId: id, details: { linkExpires: Number(expires) } });
    return { name: row.name, type: row.type, content };
  }

  /**
   * Deletes unclaimed uploads older than a day, rows first (each row is deleted by exactly one process, so several
   * processes can sweep at once), then their stored objects.
   */
  async sweepUnclaimed(): Promise<number> {
    const deleted = await this.repository.deleteUnclaimedOlderThanADay();
    for (const storageKey of deleted) {
      await this.storage.delete(storageKey).catch((error: Error) => this.log.warn({ msg: 'could not delete a swept upload object', err: error.message }));
    }
    return deleted.length;
  }
}

/** The row of a stored document: what `receive` produced, plus who it belongs to (an address's hash, or an owner). */
const uploadRow = (document: ReceivedDocument, belongs: Pick<NewUpload, 'clientHash' | 'ownerType' | 'ownerId' | 'claimedAt'>): NewUpload => ({
  id: document.uploadId,
  storageKey: document.storageKey,
  name: document.name,
  size: document.size,
  type: document.type,
  sha256: document.sha256,
  sealedKey: document.sealedKey,
  ...belongs,
});
