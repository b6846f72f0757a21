import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** confirmation: sign-up (and first code sign-in); recovery: password reset and magic links. */
export type OneTimeTokenType = 'confirmation' | 'recovery' | 'email_change' | 'reauthentication';

/**
 * An emailed secret: a link token (stored as SHA-256) and a 6-digit code (stored as a salted SHA-256 bound to
 * this row). At most one per user and type; a new one replaces the old.
 */
@Entity({ name: 'one_time_tokens', schema: 'auth' })
export class OneTimeTokenEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  @Column({ name: 'user_id', type: 'uuid' })
  userId: string;

  @Column({ name: 'token_type', type: 'text' })
  tokenType: OneTimeTokenType;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'code_hash', type: 'text' })
  codeHash: string;

  /** The address the secret was sent to (the new address for an email change). */
  @Column({ name: 'relates_to', type: 'text' })
  relatesTo: string;

  @Column({ name: 'flow_state_id', type: 'uuid', nullable: true })
  flowStateId: string | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt: Date;
}
