import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { AdminListQuery, AdminRecordPatch, Page } from '@huron/shared/contracts';
import type { DataSource, EntityTarget, FindOptionsWhere, ObjectLiteral } from 'typeorm';
import {
  applyAdminPatch,
  auditRead,
  type AdminRecordColumns,
  type AdminRecordKind,
  type StaffActor,
  whereAssignee,
  whereCreatedOnDays,
} from '../../platform/admin';
import { fetchKeysetPage } from '../../platform/pagination';
import { ContactMessageEntity } from './contact-message.entity';
import { GroupRegistrationEntity } from './group-registration.entity';

/** A staff list of one kind of lead: its entity, the columns `q` searches (a name and the email), the name `sort` reads. */
export interface LeadTable<T> {
  entity: EntityTarget<T>;
  searched: string[];
  nameProperty: keyof T & string;
}

export const CONTACT_MESSAGES: LeadTable<ContactMessageEntity> = { entity: ContactMessageEntity, searched: ['name', 'email'], nameProperty: 'name' };
export const GROUP_REGISTRATIONS: LeadTable<GroupRegistrationEntity> = {
  entity: GroupRegistrationEntity,
  searched: ['contact_name', 'email', 'organization'],
  nameProperty: 'contactName',
};

type LeadRow = ObjectLiteral & { id: string; createdAt: Date };

/** Staff queries and changes on contact_messages and group_registrations (the intake module's lead tables). */
@Injectable()
export class IntakeAdminRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** Newest (or oldest) first, filtered by status, office and inclusive creation days, searched by name or email; keyset pages. */
  list<T extends LeadRow>(table: LeadTable<T>, query: AdminListQuery): Promise<Page<T>> {
    const qb = this.dataSource.getRepository(table.entity).createQueryBuilder('lead');
    if (query.status) qb.andWhere('lead.status = :status', { status: query.status });
    if (query.office) qb.andWhere('lead.office = :office', { office: query.office });
    // Days are the firm's (Michigan) calendar days, not UTC ones.
    whereCreatedOnDays(qb, 'lead', query);
    whereAssignee(qb, 'lead', query.assignee);
    if (query.q) {
      const pattern = `%${query.q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      qb.andWhere(`(${table.searched.map((column) => `lead.${column} ILIKE :pattern`).join(' OR ')})`, { pattern });
    }
    return fetchKeysetPage(qb, 'lead', query, table.nameProperty);
  }

  /** The record, with the staff member's read written to the audit log in the same transaction. */
  findAndAuditRead<T extends LeadRow>(table: LeadTable<T>, id: string, actor: StaffActor): Promise<T | null> {
    return this.dataSource.transaction(async (manager) => {
      const row = await manager.getRepository(table.entity).findOneBy({ id } as FindOptionsWhere<T>);
      if (row) await auditRead(manager, actor, manager.connection.getMetadata(table.entity).tablePath, id);
      return row;
    });
  }

  /** Status and/or note, only at the version the staff member saw (409 otherwise); audited. */
  patch<T extends LeadRow & AdminRecordColumns>(table: LeadTable<T>, id: string, patch: AdminRecordPatch, actor: StaffActor): Promise<T> {
    return applyAdminPatch(this.dataSource, table.entity, id, patch, actor);
  }

  /** The list, audited read and versioned change of one table, for its AdminRecordsService. */
  recordsOf<T extends LeadRow & AdminRecordColumns>(
    table: LeadTable<T>,
  ): Pick<AdminRecordKind<T, AdminListQuery, unknown, unknown>, 'list' | 'findAndAuditRead' | 'patch'> {
    return {
      list: (query) => this.list(table, query),
      findAndAuditRead: (id, actor) => this.findAndAuditRead(table, id, actor),
      patch: (id, patch, actor) => this.patch(table, id, patch, actor),
    };
  }
}
