import { HttpStatus } from '@nestjs/common';
import type { AdminRecordPatch } from '@huron/shared/contracts';
import { DataSource, type EntityManager, type EntityTarget, type FindOptionsWhere, type ObjectLiteral, type Repository } from 'typeorm';
import { AuditEntry } from '../audit/audit-entry.entity';
import { auditRow } from '../audit/audit.service';
import { ApiError } from '../http/api-error';
import type { AdminRecordColumns } from './admin-record-columns';
import type { StaffActor } from './staff-actor';

type ManagerSource = DataSource | EntityManager | Repository<ObjectLiteral>;

function managerOf(source: ManagerSource): EntityManager {
  if (source instanceof DataSource) return source.manager;
  return 'manager' in source && !('transaction' in source) ? source.manager : (source as EntityManager);
}

/** Runs `work` in the caller's transaction when there is one, else in a new one. */
export async function inTransaction<T>(source: ManagerSource, work: (manager: EntityManager) => Promise<T>): Promise<T> {
  const manager = managerOf(source);
  return manager.queryRunner?.isTransactionActive ? work(manager) : manager.transaction(work);
}

/**
 * Sets status, the internal note and/or the assignee of a lead record, only if it still has `patch.version` (one UPDATE ... WHERE
 * id AND version), and writes the audit entry `<table>.updated` in the same transaction. Stale version -> 409
 * `version_conflict` (nothing changed, nothing audited); unknown id -> 404. Returns the updated record.
 */
export async function applyAdminPatch<T extends AdminRecordColumns & { id: string }>(
  source: ManagerSource,
  entity: EntityTarget<T>,
  id: string,
  patch: AdminRecordPatch,
  actor: StaffActor,
): Promise<T> {
  return inTransaction(source, async (manager) => {
    const metadata = manager.connection.getMetadata(entity);
    const table = metadata.tablePath;
    const sets: string[] = ['version = version + 1', 'updated_at = now()'];
    const params: unknown[] = [id, patch.version];
    if (patch.status !== undefined) sets.push(`status = $${params.push(patch.status)}`);
    if (patch.note !== undefined) sets.push(`internal_note = $${params.push(patch.note === '' ? null : patch.note)}`);
    if (patch.assigneeId !== undefined) sets.push(`assignee_id = $${params.push(patch.assigneeId)}`);
    // `old` is the row as the statement found it: the status before the change, for the audit entry.
    const [rows] = (await manager.query(
      `UPDATE ${table} AS t SET ${sets.join(', ')} FROM (SELECT status AS status_before, assignee_id AS assignee_before FROM ${table} WHERE id = $1 AND version = $2 FOR UPDATE) AS old WHERE t.id = $1 AND t.version = $2 RETURNING t.id, old.status_before, old.assignee_before`,
      params,
    )) as [{ id: string; status_before: string; assignee_before: string | null }[], number];
    const before = rows[0] ? { status: rows[0].status_before, assigneeId: rows[0].assignee_before } : undefined;
    if (!rows.length) {
      const exists = await manager.getRepository(entity).exists({ where: { id } as FindOptionsWhere<T> });
      if (!exists) throw ApiError.notFound(metadata.targetName || table);
      throw new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'Someone changed this record since you opened it: reload it and apply your change again.', [
        { field: 'version', message: 'is not the current version' },
      ]);
    }
    const changed = [
      ...(patch.status !== undefined ? ['status'] : []),
      ...(patch.note !== undefined ? ['internalNote'] : []),
      ...(patch.assigneeId !== undefined ? ['assigneeId'] : []),
    ];
    await manager.getRepository(AuditEntry).insert(
      auditRow({
        actorId: actor.id,
        action: `${table}.updated`,
        subjectType: table,
        subjectId: id,
        details: {
          fields: changed,
          ...(patch.status !== undefined && { status: { before: before?.status ?? null, after: patch.status } }),
          ...(patch.assigneeId !== undefined && { assignee: { before: before?.assigneeId ?? null, after: patch.assigneeId } }),
        },
        requestId: actor.requestId,
      }),
    );
    return manager.getRepository(entity).findOneByOrFail({ id } as FindOptionsWhere<T>);
  });
}

/** Records that a staff member viewed a client's record (every staff read of client data is audited). */
export async function auditRead(source: ManagerSource, actor: StaffActor, subjectType: string, id: string): Promise<void> {
  await managerOf(source)
    .getRepository(AuditEntry)
    .insert(auditRow({ actorId: actor.id, action: `${subjectType}.read`, subjectType, subjectId: id, requestId: actor.requestId }));
}
