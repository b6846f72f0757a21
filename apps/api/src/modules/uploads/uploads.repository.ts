import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { In, type DataSource } from 'typeorm';
import { rowsOf } from '../../platform/database/query-rows';
import type { Tx } from '../../platform/database/transactions';
import { UploadEntity } from './upload.entity';

export type NewUpload = Omit<UploadEntity, 'createdAt'>;

/** The only file that knows the uploads table. */
@Injectable()
export class UploadsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Serialises this client address's uploads for the rest of the transaction. */
  async lockClient(tx: Tx, clientHash: string): Promise<void> {
    await tx.query(`SELECT pg_advisory_xact_lock(hashtextextended('uploads:' || $1, 0))`, [clientHash]);
  }

  /** Bytes this address holds unclaimed, and seconds until the oldest of them is swept (null when none). */
  async unclaimedHeldBy(tx: Tx, clientHash: string, unclaimedHours: number): Promise<{ held: number; retryAfter: number | null }> {
    const [row] = (await tx.query(
      `SELECT coalesce(sum(size), 0)::bigint AS held, ceil(extract(epoch FROM min(created_at) + make_interval(hours => $2) - now()))::int AS "retryAfter"
       FROM uploads WHERE client_hash = $1 AND claimed_at IS NULL`,
      [clientHash, unclaimedHours],
    )) as { held: string; retryAfter: number | null }[];
    return { held: Number(row!.held), retryAfter: row!.retryAfter };
  }

  async insertUpload(tx: Tx, upload: NewUpload): Promise<void> {
    await tx.getRepository(UploadEntity).insert(upload);
  }

  /** The rows with these ids (malformed ids match nothing), locked for the rest of the transaction. */
  lockUploads(tx: Tx, ids: string[]): Promise<UploadEntity[]> {
    return tx
      .getRepository(UploadEntity)
      .createQueryBuilder('u')
      .setLock('pessimistic_write')
      .where('u.id IN (:...ids)', { ids: ids.filter((id) => /^[0-9a-f-]{36}$/i.test(id)).concat(['00000000-0000-0000-0000-000000000000']) })
      .getMany();
  }

  /** Gives the uploads to their owner; the first claim's time stays. */
  async claimUploads(tx: Tx, ids: string[], owner: { type: string; id: string }): Promise<void> {
    await tx.getRepository(UploadEntity).update({ id: In(ids) }, { ownerType: owner.type, ownerId: owner.id, claimedAt: () => 'COALESCE(claimed_at, now())' });
  }

  uploadsOf(owner: { type: string; id: string }): Promise<UploadEntity[]> {
    return this.dataSource.getRepository(UploadEntity).find({ where: { ownerType: owner.type, ownerId: owner.id }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  /** The uploads of many owners of one type (a thread's messages), oldest first. */
  uploadsOfOwners(type: string, ids: string[]): Promise<UploadEntity[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return this.dataSource.getRepository(UploadEntity).find({ where: { ownerType: type, ownerId: In(ids) }, order: { createdAt: 'ASC', id: 'ASC' } });
  }

  uploadExists(id: string): Promise<boolean> {
    return this.dataSource.getRepository(UploadEntity).exists({ where: { id } });
  }

  findUpload(id: string): Promise<UploadEntity | null> {
    return this.dataSource.getRepository(UploadEntity).findOne({ where: { id } });
  }

  /** Deletes unclaimed rows older than a day; each row is deleted by exactly one process. Their storage keys. */
  async deleteUnclaimedOlderThanADay(): Promise<string[]> {
    const rows = rowsOf<{ storage_key: string }>(
      await this.dataSource.query(`DELETE FROM uploads WHERE claimed_at IS NULL AND created_at < now() - interval '1 day' RETURNING storage_key`),
    );
    return rows.map((row) => row.storage_key);
  }
}
