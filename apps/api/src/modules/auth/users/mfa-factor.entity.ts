import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'mfa_factors', schema: 'auth' })
export class MfaFactorEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'friendly_name', type: 'text', nullable: true })
  friendlyName: string | null;

  @Column({ name: 'factor_type', type: 'text', default: 'totp' })
  factorType: 'totp';

  @Column({ type: 'text', default: 'unverified' })
  status: 'unverified' | 'verified';

  /** The base32 TOTP secret, sealed with the application secret and bound to the factor id. */
  @Column({ type: 'text' })
  secret: string;

  /** Last accepted 30-second time step: a code is accepted once. */
  @Column({ name: 'last_used_step', type: 'bigint', nullable: true })
  lastUsedStep: string | null;

  @Column({ name: 'last_challenged_at', type: 'timestamptz', nullable: true })
  lastChallengedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
