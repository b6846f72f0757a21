import { Column, Entity, PrimaryColumn } from 'typeorm';
import { LeadRecordColumns } from '../../platform/admin';

/** The household and checklist answers, as written by schema version `schemaVersion`. */
export interface TaxIntakeAnswers {
  spouse: { fullName: string; birthYear: number } | null;
  dependents: Array<{ fullName: string; relationship: string; birthYear: number; monthsLivedWithYou: number }>;
  income: string[];
}

/** One "Submit your tax information" submission (table from migration 1763825000000). */
@Entity('tax_intakes')
export class TaxIntakeEntity extends LeadRecordColumns {
  @PrimaryColumn({ type: 'uuid' })
  id: string;

  @Column({ name: 'schema_version', type: 'integer' })
  schemaVersion: number;

  @Column({ name: 'full_name', type: 'text' })
  fullName: string;

  @Column({ type: 'text' })
  phone: string;

  @Column({ name: 'filing_status', type: 'text' })
  filingStatus: string;

  @Column({ type: 'text' })
  office: string;

  @Column({ name: 'contact_method', type: 'text' })
  contactMethod: string;

  @Column({ name: 'contact_time', type: 'text' })
  contactTime: string;

  @Column({ type: 'jsonb' })
  answers: TaxIntakeAnswers;

  @Column({ type: 'text', nullable: true })
  notes: string | null;

  @Column({ name: 'consented_at', type: 'timestamptz' })
  consentedAt: Date;

  @Column({ name: 'referral_code', type: 'text', nullable: true })
  referralCode: string | null;
}
