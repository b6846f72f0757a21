import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IntakeOffice, SiteLocale } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { GroupRegistrationEntity } from './group-registration.entity';

export interface NewGroupRegistration {
  reference: string;
  organization: string;
  contactName: string;
  email: string;
  phone: string;
  groupSize: number;
  office: IntakeOffice;
  notes: string | null;
  affiliate: string | null;
  referralCode: string | null;
  locale: SiteLocale;
}

/** The only file that knows the group_registrations table (the staff queries live in the admin repository). */
@Injectable()
export class GroupRegistrationsRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /** Inserts the registration and returns its id; a duplicate reference throws (withUniqueReference retries). */
  async insert(manager: EntityManager, registration: NewGroupRegistration): Promise<string> {
    const result = await manager.getRepository(GroupRegistrationEntity).insert(registration);
    return (result.identifiers[0] as { id: string }).id;
  }
}
