import { Injectable } from '@nestjs/common';
import { MY_WORK_FIRST_ITEMS, WORK_KINDS, WORK_KIND_STATUSES, type BulkRequest, type BulkResult, type MyWork, type WorkKind } from '@huron/shared/contracts';
import { assertStaffAssignee, type StaffActor } from '../../platform/admin';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiError } from '../../platform/http/api-error';
import { PeopleDirectoryService } from '../auth';
import { WorkRepository, type LockedRecord } from './work.repository';

/** Each kind's audit subject and action prefix: the same as its own PATCH writes. */
const AUDIT: Record<WorkKind, { subjectType: string; action: string }> = {
  'contact-messages': { subjectType: 'contact_messages', action: 'contact_messages.updated' },
  'tax-intakes': { subjectType: 'tax_intake', action: 'tax_intake.updated' },
  appointments: { subjectType: 'booking_appointment', action: 'booking.appointment.updated' },
  applications: { subjectType: 'career_applications', action: 'career_applications.updated' },
  'group-registrations': { subjectType: 'group_registrations', action: 'group_registrations.updated' },
};

/** Outcomes: an appointment gets one only once it has started. */
const OUTCOMES = new Set(['completed', 'no_show']);

/** What is assigned to whom: My work and bulk actions across the lead kinds. */
@Injectable()
export class WorkService {
  constructor(
    private readonly repository: WorkRepository,
    private readonly audit: AuditService,
    private readonly people: PeopleDirectoryService,
  ) {}

  async myWork(actor: StaffActor): Promise<MyWork> {
    const counts = await this.repository.counts(actor.id);
    const items = await this.repository.firstOpen(actor.id, MY_WORK_FIRST_ITEMS);
    await this.audit.record({
      actorId: actor.id,
      action: 'admin.my_work.read',
      subjectType: 'my_work',
      details: { ids: items.map((item) => item.id) },
      requestId: actor.requestId,
    });
    return {
      kinds: WORK_KINDS.map((kind) => {
        const order = WORK_KIND_STATUSES[kind].concat('cancelled');
        const byStatus = counts
          .filter((row) => row.kind === kind)
          .sort((a, b) => order.indexOf(a.status) - order.indexOf(b.status))
          .map(({ status, count }) => ({ status, count }));
        return {
          kind,
          total: byStatus.reduce((sum, row) => sum + row.count, 0),
          byStatus,
          items: items
            .filter((item) => item.kind === kind)
            .map(({ id, reference, label, status, at }) => ({ id, reference, label, status, at: new Date(at).toISOString() })),
        };
      }),
    };
  }

  /**
   * All or nothing, in one transaction: every record exists (else 400 naming `ids`), the status is one the kind
   * allows (else `action.status`), an appointment's outcome only once it started, the assignee is staff (else
   * `action.assigneeId`); then each record changes and gets its own audit entry.
   */
  async bulk(actor: StaffActor, request: BulkRequest): Promise<BulkResult> {
    const { kind, ids, action } = request;
    if (action.type === 'status' && !WORK_KIND_STATUSES[kind].includes(action.status)) {
      throw ApiError.validation([{ field: 'action.status', message: `must be one of ${WORK_KIND_STATUSES[kind].join(', ')} for ${kind}` }]);
    }
    if (action.type === 'assign') await assertStaffAssignee(this.people, action.assigneeId, 'action.assigneeId');
    const items = await this.repository.transaction(async (manager) => {
      const locked = await this.repository.lock(manager, kind, ids);
      this.assertChangeable(kind, ids, locked, request);
      const changed = await this.repository.apply(manager, kind, ids, action);
      const before = new Map(locked.map((row) => [row.id, row]));
      for (const { id } of changed) {
        const row = before.get(id)!;
        const details =
          action.type === 'assign'
            ? { fields: ['assigneeId'], bulk: true, assignee: { before: row.assigneeId, after: action.assigneeId } }
            : { fields: ['status'], bulk: true, status: { before: row.status, after: action.status } };
        await this.audit.record({ actorId: actor.id, ...AUDIT[kind], subjectId: id, details, requestId: actor.requestId }, manager);
      }
      return changed;
    });
    return { kind, changed: items.length, items };
  }

  private assertChangeable(kind: WorkKind, ids: string[], locked: LockedRecord[], request: BulkRequest): void {
    const found = new Set(locked.map((row) => row.id));
    const missing = ids.filter((id) => !found.has(id));
    if (missing.length) throw ApiError.validation([{ field: 'ids', message: `${missing.length} of them do not exist (${missing.slice(0, 3).join(', ')})` }]);
    if (kind !== 'appointments') return;
    if (locked.some((row) => row.status === 'cancelled')) throw ApiError.validation([{ field: 'ids', message: 'include a cancelled appointment' }]);
    const { action } = request;
    if (action.type === 'status' && OUTCOMES.has(action.status) && locked.some((row) => new Date(row.at).getTime() > Date.now())) {
      throw ApiError.validation([{ field: 'action.status', message: 'an outcome can be recorded only once the appointment has started' }]);
    }
  }
}
