import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

@Entity({ name: 'mfa_challenges', schema: 'auth' })
export class MfaChallengeEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'factor_id', type: 'uuid' })
  factorId: string;

  /** SHA-256 of the client address that asked for the challenge; verification must come from the same one. */
  @Column({ name: 'ip_hash', type: 'text' })
  ipHash: string;

  /** Wrong codes entered against this challenge, from any address. */
  @Column({ name: 'failed_attempts', type: 'integer', default: 0 })
  failedAttempts: number;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
