import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';
import type { IntakeOffice } from '@huron/shared/contracts';
import { LeadRecordColumns } from '../../platform/admin';

/** A registration from the group discount page (table from migration 1763910000000). */
@Entity('group_registrations')
export class GroupRegistrationEntity extends LeadRecordColumns {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ type: 'text' })
  organization: string;

  @Column({ name: 'contact_name', type: 'text' })
  contactName: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'group_size', type: 'integer' })
  groupSize: number;

  @Column({ type: 'text' })
  office: IntakeOffice;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ type: 'text', nullable: true })
  affiliate: string | null;

  @Column({ name: 'referral_code', type: 'text', nullable: true })
  referralCode: string | null;
}
