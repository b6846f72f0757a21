import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { BulkAction, WorkKind } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../platform/database/query-rows';

/** A kind of record staff can be assigned: its table, the name it shows, when it is (appointments: their start). */
interface WorkTable {
  table: string;
  label: string;
  at: string;
}

/**
 * The lead tables My work counts and bulk actions change (like the overview, the one place reading across them by
 * name; each module keeps its own rows' rules: the service checks the statuses and the appointment outcome rule).
 */
export const WORK_TABLES: Record<WorkKind, WorkTable> = {
  'contact-messages': { table: 'contact_messages', label: 'name', at: 'created_at' },
  'tax-intakes': { table: 'tax_intakes', label: 'full_name', at: 'created_at' },
  appointments: { table: 'booking_appointments', label: 'name', at: 'starts_at' },
  applications: { table: 'career_applications', label: 'name', at: 'created_at' },
  'group-registrations': { table: 'group_registrations', label: 'organization', at: 'created_at' },
};

/** Statuses after which a record is no longer work to do. */
const CLOSED_STATUSES = `('done', 'spam', 'cancelled', 'completed', 'no_show')`;

const KINDS = Object.keys(WORK_TABLES) as WorkKind[];

export interface LockedRecord {
  id: string;
  status: string;
  assigneeId: string | null;
  at: Date;
}

@Injectable()
export class WorkRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** How many records of each kind and status are assigned to `userId`: one statement (index on assignee_id, status). */
  async counts(userId: string): Promise<{ kind: WorkKind; status: string; count: number }[]> {
    const sql = KINDS.map(
      (kind) => `SELECT '${kind}' AS kind, status, count(*)::int AS count FROM ${WORK_TABLES[kind].table} WHERE assignee_id = $1 GROUP BY status`,
    ).join(' UNION ALL ');
    return rowsOf(await this.dataSource.query(sql, [userId]));
  }

  /** The first `limit` open records of each kind assigned to `userId`, oldest (appointments: soonest) first; one statement. */
  async firstOpen(userId: string, limit: number): Promise<{ kind: WorkKind; id: string; reference: string; label: string; status: string; at: Date }[]> {
    const sql = KINDS.map((kind) => {
      const { table, label, at } = WORK_TABLES[kind];
      return `(SELECT '${kind}' AS kind, id, reference, ${label} AS label, status, ${at} AS at FROM ${table}
        WHERE assignee_id = $1 AND status NOT IN ${CLOSED_STATUSES} ORDER BY ${at}, id LIMIT $2)`;
    }).join(' UNION ALL ');
    return rowsOf(await this.dataSource.query(sql, [userId, limit]));
  }

  /** Locks the records of `ids` that exist (the others are left out), in id order so two bulk actions cannot deadlock. */
  async lock(manager: EntityManager, kind: WorkKind, ids: string[]): Promise<LockedRecord[]> {
    const { table, at } = WORK_TABLES[kind];
    return rowsOf<LockedRecord>(
      await manager.query(`SELECT id, status, assignee_id AS "assigneeId", ${at} AS at FROM ${table} WHERE id = ANY($1::uuid[]) ORDER BY id FOR UPDATE`, [ids]),
    );
  }

  /** Applies the action to every record of `ids` (locked by `lock`); each one's version moves on. */
  async apply(manager: EntityManager, kind: WorkKind, ids: string[], action: BulkAction): Promise<{ id: string; version: number }[]> {
    const { table } = WORK_TABLES[kind];
    const set = action.type === 'assign' ? 'assignee_id = $2::uuid' : 'status = $2';
    const value = action.type === 'assign' ? action.assigneeId : action.status;
    return rowsOf(
      await manager.query(`UPDATE ${table} SET ${set}, version = version + 1, updated_at = now() WHERE id = ANY($1::uuid[]) RETURNING id, version`, [
        ids,
        value,
      ]),
    );
  }
}
