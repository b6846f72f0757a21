import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { IntakeOffice, SiteLocale } from '@huron/shared/contracts';
import type { DataSource, EntityManager } from 'typeorm';
import { preparedQueryIn } from '../../platform/database/prepared-query';

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

/** The only file that knows the contact_messages table. */
@Injectable()
export class ContactMessagesRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  transaction<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(work);
  }

  /**
   * Inserts the message and returns its id, or 'reference_taken' when the reference collides (about one in 10^12 per
   * pair; the caller retries with a new one). One prepared statement and no savepoint: ON CONFLICT leaves the
   * transaction usable, where a unique violation would need a SAVEPOINT and a RELEASE around every insert.
   */
  async insert(manager: EntityManager, message: NewContactMessage): Promise<string | 'reference_taken'> {
    const [row] = await preparedQueryIn<{ id: string }>(
      manager,
      'intake-contact-insert',
      `INSERT INTO contact_messages (reference, name, email, phone, office, message, referral_code, locale)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8) ON CONFLICT (reference) DO NOTHING RETURNING id`,
      [message.reference, message.name, message.email, message.phone, message.office, message.message, message.referralCode, message.locale],
    );
    return row ? row.id : 'reference_taken';
  }
}
