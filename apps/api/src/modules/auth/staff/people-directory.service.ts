import { HttpStatus, Injectable } from '@nestjs/common';
import type { PeopleQuery, PersonDetail, PersonPage, PersonSummary, SignOutEverywhereResult } from '@huron/shared/contracts';
import type { StaffActor } from '../../../platform/admin';
import { AuditService } from '../../../platform/audit/audit.service';
import { ApiError, type ApiErrorCode } from '../../../platform/http/api-error';
import { STAFF_ROLE } from '../users/roles';
import type { UserEntity } from '../users/user.entity';
import { PeopleRepository } from './people.repository';
import { Transactions, type Tx } from '../../../platform/database/transactions';

const conflict = (code: ApiErrorCode, message: string) => new ApiError(HttpStatus.CONFLICT, code, message);
const notFound = () => ApiError.notFound('Person');
const isStaff = (user: UserEntity) => (user.appMetadata.roles ?? []).includes(STAFF_ROLE);

/**
 * The back office's view of accounts: find by email, see roles, second factor and sessions, grant or remove the
 * staff role, sign someone out everywhere. Every read and change is audited with the staff member who did it.
 */
@Injectable()
export class PeopleDirectoryService {
  constructor(
    private readonly transactions: Transactions,
    private readonly audit: AuditService,
    private readonly repository: PeopleRepository,
  ) {}

  async list(actor: StaffActor, query: PeopleQuery): Promise<PersonPage> {
    const page = await this.repository.listPeople(this.transactions.none, query);
    await this.audit.record({
      actorId: actor.id,
      action: 'people.listed',
      subjectType: 'user',
      details: { count: page.items.length, filters: query.email ? ['email'] : [] },
      requestId: actor.requestId,
    });
    return { items: page.items.map(summaryOf), nextCursor: page.nextCursor };
  }

  async detail(actor: StaffActor, id: string): Promise<PersonDetail> {
    const user = await this.repository.findPerson(this.transactions.none, id);
    if (!user) throw notFound();
    await this.audit.record({ actorId: actor.id, action: 'user.read', subjectType: 'user', subjectId: id, requestId: actor.requestId });
    return this.detailOf(this.transactions.none, user);
  }

  /** Gives the account the staff role (idempotent). */
  grantStaff(actor: StaffActor, id: string): Promise<PersonDetail> {
    return this.transactions.run(async (manager) => {
      const user = await this.lockUser(manager, id);
      const before = isStaff(user);
      if (!before) await this.setRoles(manager, user, [...(user.appMetadata.roles ?? []), STAFF_ROLE]);
      return this.staffRoleChanged(manager, actor, id, 'staff.granted', { before, after: true });
    });
  }

  /**
   * Takes the staff role away: never from oneself (409 own_staff_role), never from the last staff member
   * (409 last_staff_member). The staff rows are locked first, so two removals at once cannot leave nobody.
   */
  removeStaff(actor: StaffActor, id: string): Promise<PersonDetail> {
    if (actor.id === id) throw conflict('own_staff_role', 'You cannot remove your own staff role: ask another staff member.');
    return this.transactions.run(async (manager) => {
      const staff = await this.repository.lockStaffIds(manager);
      const user = await this.lockUser(manager, id);
      const before = isStaff(user);
      if (before && staff.length <= 1) throw conflict('last_staff_member', 'This is the last staff member: grant the role to someone else first.');
      if (before) {
        await this.setRoles(
          manager,
          user,
          (user.appMetadata.roles ?? []).filter((role) => role !== STAFF_ROLE),
        );
        // Their open sessions would keep reading the role until the next refresh: end them now.
        await this.repository.deleteSessionsOf(manager, id);
      }
      return this.staffRoleChanged(manager, actor, id, 'staff.removed', { before, after: false });
    });
  }

  /** Ends every session of the account; their refresh tokens go with them (ON DELETE CASCADE). */
  signOutEverywhere(actor: StaffActor, id: string): Promise<SignOutEverywhereResult> {
    return this.transactions.run(async (manager) => {
      await this.lockUser(manager, id);
      const ended = await this.repository.deleteSessionsOf(manager, id);
      await this.audit.record(
        {
          actorId: actor.id,
          action: 'user.signed_out_everywhere',
          subjectType: 'user',
          subjectId: id,
          details: { sessionsEnded: ended },
          requestId: actor.requestId,
        },
        manager,
      );
      return { sessionsEnded: ended };
    });
  }

  /** The email of each account id (for showing who did what); unknown ids are left out. */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.repository.emailsOf(this.transactions.none, ids);
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  /**
   * The staff members among `ids` (others are left out), for naming an assignee or an author: their name, or their
   * email when they have none (`withEmail: false` leaves those out too: what a client may be shown).
   */
  async staffNamesOf(ids: string[], { withEmail = true } = {}): Promise<Map<string, string>> {
    const unique = [...new Set(ids)];
    if (unique.length === 0) return new Map();
    const rows = await this.repository.staffAmong(this.transactions.none, unique);
    return new Map(rows.flatMap((row) => (row.fullName?.trim() ? [[row.id, row.fullName.trim()]] : withEmail ? [[row.id, row.email]] : [])));
  }

  /** Audits a change of the staff role in its transaction; answers with the account as it is now. */
  private async staffRoleChanged(
    manager: Tx,
    actor: StaffActor,
    id: string,
    action: 'staff.granted' | 'staff.removed',
    staff: { before: boolean; after: boolean },
  ): Promise<PersonDetail> {
    await this.audit.record({ actorId: actor.id, action, subjectType: 'user', subjectId: id, details: { staff }, requestId: actor.requestId }, manager);
    return this.detailOf(manager, (await this.repository.findPerson(manager, id))!);
  }

  private async lockUser(manager: Tx, id: string): Promise<UserEntity> {
    const user = await this.repository.lockPerson(manager, id);
    if (!user) throw notFound();
    return user;
  }

  private async setRoles(manager: Tx, user: UserEntity, roles: string[]): Promise<void> {
    await this.repository.setRoles(manager, user, roles);
  }

  private async detailOf(manager: Tx, user: UserEntity): Promise<PersonDetail> {
    const [sessions, factors] = await Promise.all([this.repository.sessionsOf(manager, user.id), this.repository.factorsOf(manager, user.id)]);
    return {
      ...summaryOf(user),
      authenticatorApp: factors.some((factor) => factor.status === 'verified'),
      sessions: sessions.map((session) => ({
        id: session.id,
        aal: session.aal,
        createdAt: session.createdAt.toISOString(),
        refreshedAt: session.refreshedAt?.toISOString() ?? null,
      })),
    };
  }
}

function summaryOf(user: UserEntity): PersonSummary {
  const fullName = user.userMetadata['full_name'];
  return {
    id: user.id,
    email: user.email,
    fullName: typeof fullName === 'string' ? fullName : null,
    staff: isStaff(user),
    emailConfirmed: user.emailConfirmedAt !== null,
    lastSignInAt: user.lastSignInAt?.toISOString() ?? null,
    createdAt: user.createdAt.toISOString(),
  };
}
