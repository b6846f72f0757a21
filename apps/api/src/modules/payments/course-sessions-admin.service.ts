import { Injectable } from '@nestjs/common';
import {
  courseSessionProblems,
  type AdminCourseSession,
  type AdminCourseSessionList,
  type CourseSessionCreate,
  type CourseSessionPatch,
} from '@huron/shared/contracts';
import { pickFields } from '../../platform/admin';
import type { Tx } from '../../platform/database/transactions';
import { AuditService } from '../../platform/audit/audit.service';
import { ApiError } from '../../platform/http/api-error';
import { courseSessionErrors } from './course-sessions.errors';
import { CourseSessionsRepository, type CourseSessionRow } from './course-sessions.repository';
import { CourseWaitlistService } from './course-waitlist.service';

const UNIQUE_VIOLATION = '23505';

/**
 * Staff create, edit, open and close the Tax School's sessions. Each change is one transaction with its audit entry;
 * a change names the version the staff member saw (409 when another changed the session since); closing a session
 * with paid registrations is refused until each is refunded or moved; opening one tells the waitlist, once.
 */
@Injectable()
export class CourseSessionsAdminService {
  constructor(
    private readonly repository: CourseSessionsRepository,
    private readonly waitlist: CourseWaitlistService,
    private readonly audit: AuditService,
  ) {}

  async list(): Promise<AdminCourseSessionList> {
    return { items: (await this.repository.list()).map(toAdmin) };
  }

  async create(input: CourseSessionCreate, actorId: string): Promise<AdminCourseSession> {
    return this.repository.transaction(async (manager) => {
      const id = await this.repository.insert(manager, input).catch((error: unknown) => {
        throw isUniqueViolation(error) ? courseSessionErrors.codeTaken(input.code) : error;
      });
      await this.audit.record(
        { actorId, action: 'course_session.created', subjectType: 'course_session', subjectId: id, details: { code: input.code } },
        manager,
      );
      if (input.status === 'open') await this.waitlist.announce(manager, (await this.repository.findById(id, manager))!);
      return toAdmin((await this.repository.findById(id, manager))!);
    });
  }

  async update(id: string, patch: CourseSessionPatch, actorId: string): Promise<AdminCourseSession> {
    return this.repository.transaction(async (manager) => {
      const before = await this.current(manager, id, patch.version);
      const { version, ...changes } = patch;
      const given = Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined));
      const after = { ...before, ...given } as CourseSessionRow;
      const problems = courseSessionProblems(after).filter((problem) => relevant(problem.field, given));
      if (problems.length) throw ApiError.validation(problems);
      if (given['seats'] !== undefined && after.seats < before.seatsTaken) throw courseSessionErrors.seatsBelowTaken(before.seatsTaken);
      if (before.status === 'open' && after.status === 'closed' && before.paidRegistrations > 0)
        throw courseSessionErrors.hasPaidRegistrations(before.paidRegistrations);
      const applied = await this.repository.update(manager, id, version, given).catch((error: unknown) => {
        throw isUniqueViolation(error) ? courseSessionErrors.codeTaken(String(given['code'])) : error;
      });
      if (!applied) throw courseSessionErrors.stale();
      await this.audit.record(
        {
          actorId,
          action: 'course_session.updated',
          subjectType: 'course_session',
          subjectId: id,
          details: { fields: Object.keys(given), status: after.status },
        },
        manager,
      );
      const updated = (await this.repository.findById(id, manager))!;
      if (before.status !== 'open' && updated.status === 'open') await this.waitlist.announce(manager, updated);
      return toAdmin(updated);
    });
  }

  /** The row, locked for the change; 404 when there is none, 409 when it is no longer at `version`. */
  private async current(manager: Tx, id: string, version: number): Promise<CourseSessionRow> {
    const row = await this.repository.lockById(manager, id);
    if (!row) throw courseSessionErrors.notFound();
    if (row.version !== version) throw courseSessionErrors.stale();
    return row;
  }
}

/**
 * A rule between fields is reported when the change touches one of the fields it involves: a stored session that a
 * later rule would refuse (the 2025 history) can still be closed.
 */
function relevant(field: string, given: Record<string, unknown>): boolean {
  const involved: Record<string, string[]> = {
    lastDay: ['firstDay', 'lastDay'],
    registrationDeadline: ['registrationDeadline', 'lastDay'],
    weekdays: ['format', 'weekdays'],
    startTime: ['format', 'startTime'],
    endTime: ['format', 'startTime', 'endTime'],
  };
  return (involved[field] ?? [field]).some((name) => name in given);
}

function isUniqueViolation(error: unknown): boolean {
  return (error as { code?: string }).code === UNIQUE_VIOLATION || (error as { driverError?: { code?: string } }).driverError?.code === UNIQUE_VIOLATION;
}

function toAdmin(row: CourseSessionRow): AdminCourseSession {
  return {
    ...pickFields(row, ['id', 'code', 'title', 'format', 'firstDay', 'lastDay', 'weekdays', 'startTime', 'endTime', 'seats', 'seatsTaken']),
    ...pickFields(row, ['paidRegistrations', 'priceCents', 'registrationDeadline', 'joinDetails', 'status', 'version']),
    createdAt: new Date(row.createdAt).toISOString(),
    updatedAt: new Date(row.updatedAt).toISOString(),
  };
}
