import { HttpStatus, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { PeopleQuery, PersonDetail, PersonPage, PersonSummary, SignOutEverywhereResult } from '@huron/shared/contracts';
import { In, type DataSource, type EntityManager } from 'typeorm';
import type { StaffActor } from '../../../platform/admin';
import { AuditService } from '../../../platform/audit/audit.service';
import { ApiError, type ApiErrorCode } from '../../../platform/http/api-error';
import { fetchKeysetPage } from '../../../platform/pagination';
import { SessionEntity } from '../sessions/session.entity';
import { MfaFactorEntity } from '../users/mfa-factor.entity';
import { STAFF_ROLE } from '../users/roles';
import { UserEntity } from '../users/user.entity';

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
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly audit: AuditService,
  ) {}

  async list(actor: StaffActor, query: PeopleQuery): Promise<PersonPage> {
    const qb = this.dataSource.getRepository(UserEntity).createQueryBuilder('person');
    if (query.email) qb.andWhere(`person.email ILIKE :pattern`, { pattern: `%${query.email.replace(/[\\%_]/g, (c) => `\\${c}`)}%` });
    if (query.staff) qb.andWhere(`(person.raw_app_meta_data -> 'roles' ? :role) = :staff`, { role: STAFF_ROLE, staff: query.staff === 'true' });
    const page = await fetchKeysetPage(qb, 'person', query);
    await this.audit.record({ actorId: actor.id, action: 'people.listed', subjectType: 'user', details: { count: page.items.length, filters: query.email ? ['email'] : [] }, requestId: actor.requestId });
    return { items: page.items.map(summaryOf), nextCursor: page.nextCursor };
  }

  async detail(actor: StaffActor, id: string): Promise<PersonDetail> {
    const user = await this.dataSource.getRepository(UserEntity).findOneBy({ id });
    if (!user) throw notFound();
    await this.audit.record({ actorId: actor.id, action: 'user.read', subjectType: 'user', subjectId: id, requestId: actor.requestId });
    return this.detailOf(this.dataSource.manager, user);
  }

  /** Gives the account the staff role (idempotent). */
  grantStaff(actor: StaffActor, id: string): Promise<PersonDetail> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.lockUser(manager, id);
      const before = isStaff(user);
      if (!before) await this.setRoles(manager, user, [...(user.appMetadata.roles ?? []), STAFF_ROLE]);
      await this.audit.record({ actorId: actor.id, action: 'staff.granted', subjectType: 'user', subjectId: id, details: { staff: { before, after: true } }, requestId: actor.requestId }, manager);
      return this.detailOf(manager, (await manager.getRepository(UserEntity).findOneBy({ id }))!);
    });
  }

  /**
   * Takes the staff role away: never from oneself (409 own_staff_role), never from the last staff member
   * (409 last_staff_member). The staff rows are locked first, so two removals at once cannot leave nobody.
   */
  removeStaff(actor: StaffActor, id: string): Promise<PersonDetail> {
    if (actor.id === id) throw conflict('own_staff_role', 'You cannot remove your own staff role: ask another staff member.');
    return this.dataSource.transaction(async (manager) => {
      const staff = (await manager.query(`SELECT id FROM auth.users WHERE raw_app_meta_data -> 'roles' ? $1 ORDER BY id FOR UPDATE`, [STAFF_ROLE])) as { id: string }[];
      const user = await this.lockUser(manager, id);
      const before = isStaff(user);
      if (before && staff.length <= 1) throw conflict('last_staff_member', 'This is the last staff member: grant the role to someone else first.');
      if (before) {
        await this.setRoles(manager, user, (user.appMetadata.roles ?? []).filter((role) => role !== STAFF_ROLE));
        // Their open sessions would keep reading the role until the next refresh: end them now.
        await manager.query(`DELETE FROM auth.sessions WHERE user_id = $1`, [id]);
      }
      await this.audit.record({ actorId: actor.id, action: 'staff.removed', subjectType: 'user', subjectId: id, details: { staff: { before, after: false } }, requestId: actor.requestId }, manager);
      return this.detailOf(manager, (await manager.getRepository(UserEntity).findOneBy({ id }))!);
    });
  }

  /** Ends every session of the account; their refresh tokens go with them (ON DELETE CASCADE). */
  signOutEverywhere(actor: StaffActor, id: string): Promise<SignOutEverywhereResult> {
    return this.dataSource.transaction(async (manager) => {
      await this.lockUser(manager, id);
      const [, ended] = (await manager.query(`DELETE FROM auth.sessions WHERE user_id = $1`, [id])) as [unknown, number];
      await this.audit.record({ actorId: actor.id, action: 'user.signed_out_everywhere', subjectType: 'user', subjectId: id, details: { sessionsEnded: ended }, requestId: actor.requestId }, manager);
      return { sessionsEnded: ended };
    });
  }

  /** The email of each account id (for showing who did what); unknown ids are left out. */
  async emailsOf(ids: string[]): Promise<Map<string, string>> {
    if (ids.length === 0) return new Map();
    const rows = await this.dataSource.getRepository(UserEntity).find({ select: { id: true, email: true }, where: { id: In(ids) } });
    return new Map(rows.map((row) => [row.id, row.email]));
  }

  private async lockUser(manager: EntityManager, id: string): Promise<UserEntity> {
    const user = await manager.getRepository(UserEntity).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
    if (!user) throw notFound();
    return user;
  }

  private async setRoles(manager: EntityManager, user: UserEntity, roles: string[]): Promise<void> {
    await manager.getRepository(UserEntity).update({ id: user.id }, { appMetadata: { ...user.appMetadata, roles }, updatedAt: new Date() });
  }

  private async detailOf(manager: EntityManager, user: UserEntity): Promise<PersonDetail> {
    const [sessions, factors] = await Promise.all([
      manager.getRepository(SessionEntity).find({ where: { userId: user.id }, order: { createdAt: 'DESC' } }),
      manager.getRepository(MfaFactorEntity).find({ where: { userId: user.id } }),
    ]);
    return {
      ...summaryOf(user),
      authenticatorApp: factors.some((factor) => factor.status === 'verified'),
      sessions: sessions.map((session) => ({ id: session.id, aal: session.aal, createdAt: session.createdAt.toISOString(), refreshedAt: session.refreshedAt?.toISOString() ?? null })),
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
