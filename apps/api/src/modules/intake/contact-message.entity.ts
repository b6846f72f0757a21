import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import { LeadRecordColumns } from '../../platform/admin';
import type { IntakeOffice, SiteLocale } from '@huron/shared/contracts';

/** A message from the contact page (table from migration 1763820000000). */
@Entity('contact_messages')
export class ContactMessageEntity extends LeadRecordColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  name: string;

  @Column({ type: 'text', nullable: true })
  phone: string | null;

  @Column({ type: 'text' })
  office: IntakeOffice;

  @Column({ type: 'text' })
  message: string;

  @Column({ name: 'referral_code', type: 'text', nullable: true })
  referralCode: string | null;

  /** The language of the page it was sent from (migration 1795000046000); mails to the visitor are in it. */
  @Column({ type: 'text' })
  locale: SiteLocale;
}
