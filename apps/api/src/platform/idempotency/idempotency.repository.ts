import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

export interface StoredKey {
  id: string;
  fingerprint: string;
  responseStatus: number | null;
  responseBody: unknown;
  /** True when a request holding it has run for longer than the takeover age (its process probably died). */
  abandoned: boolean;
}

/** The only file that knows the idempotency_keys table. */
@Injectable()
export class IdempotencyRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Claims a key for a new request; undefined when a live record already holds it. Expired records are replaced. */
  async claim(scope: string, key: string, fingerprint: string, ttlSeconds: number): Promise<string | undefined> {
    const [row] = (await this.dataSource.query(
      `INSERT INTO idempotency_keys (scope, key, fingerprint, expires_at) VALUES ($1, $2, $3, now() + make_interval(secs => $4))
       ON CONFLICT (scope, key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, response_status = NULL, response_body = NULL, locked_at = now(), expires_at = EXCLUDED.expires_at
         WHERE idempotency_keys.expires_at < now()
       RETURNING id`,
      [scope, key, fingerprint, ttlSeconds],
    )) as { id: string }[];
    return row?.id;
  }

  async find(scope: string, key: string, takeoverSeconds: number): Promise<StoredKey | undefined> {
    const [row] = (await this.dataSource.query(
      `SELECT id, fingerprint, response_status, response_body, response_status IS NULL AND locked_at < now() - make_interval(secs => $3) AS abandoned
       FROM idempotency_keys WHERE scope = $1 AND key = $2`,
      [scope, key, takeoverSeconds],
    )) as { id: string; fingerprint: string; response_status: number | null; response_body: unknown; abandoned: boolean }[];
    return row && { id: row.id, fingerprint: row.fingerprint, responseStatus: row.response_status, responseBody: row.response_body, abandoned: row.abandoned };
  }

  /** Takes over a record whose request was abandoned; false when someone else took it first. */
  async takeOver(id: string, takeoverSeconds: number): Promise<boolean> {
    const rows = (await this.dataSource.query(
      `UPDATE idempotency_keys SET locked_at = now() WHERE id = $1 AND response_status IS NULL AND locked_at < now() - make_interval(secs => $2) RETURNING id`,
      [id, takeoverSeconds],
    )) as unknown[];
    return rows.length > 0;
  }

  async complete(id: string, status: number, body: unknown): Promise<void> {
    await this.dataSource.query(`UPDATE idempotency_keys SET response_status = $2, response_body = $3 WHERE id = $1`, [
      id,
      status,
      JSON.stringify(body ?? null),
    ]);
  }

  /** The request failed: the key is free again, so a retry runs (and may succeed). */
  async release(id: string): Promise<void> {
    await this.dataSource.query(`DELETE FROM idempotency_keys WHERE id = $1 AND response_status IS NULL`, [id]);
  }

  async deleteExpired(): Promise<number> {
    const rows = (await this.dataSource.query(`DELETE FROM idempotency_keys WHERE expires_at < now() RETURNING id`)) as unknown[];
    return rows.length;
  }
}
