import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IntakeOffice, SiteLocale } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { ContactMessageEntity } from './contact-message.entity';

export interface NewContactMessage {
  reference: string;
  name: string;
  email: string;
  phone: string | null;
  office: IntakeOffice;
  message: string;
  referralCode: string | null;
  locale: SiteLocale;
}

const UNIQUE_VIOLATION = '23505';

/** The only file that knows the contact_messages table. */
@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Inserts the message and returns its id. A savepoint keeps the transaction usable when the reference collides
   * (about one in 10^12 per pair), so the caller can retry with a new reference.
   */
  async insert(manager: EntityManager, message: NewContactMessage): Promise<string | 'reference_taken'> {
    await manager.query('SAVEPOINT contact_insert');
    try {
      const result = await manager.getRepository(ContactMessageEntity).insert(message);
      await manager.query('RELEASE SAVEPOINT contact_insert');
      return (result.identifiers[0] as { id: string }).id;
    } catch (error) {
      if ((error as { driverError?: { code?: string; constraint?: string } }).driverError?.code !== UNIQUE_VIOLATION) throw error;
      await manager.query('ROLLBACK TO SAVEPOINT contact_insert');
      return 'reference_taken';
    }
  }
}
