import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** app_metadata: set by the server only (provider, providers, roles such as 'staff'). */
export type AppMetadata = Record<string, unknown> & { provider?: string; providers?: string[]; roles?: string[] };

@Entity({ name: 'users', schema: 'auth' })
export class UserEntity {
  @PrimaryGeneratedColumn('uuid')
  id: string;

  /** Always lower case. */
  @Column({ type: 'text' })
  email: string;

  /** argon2id PHC string; null for accounts created by a one-time code that never set a password. */
  @Column({ name: 'encrypted_password', type: 'text', nullable: true })
  encryptedPassword: string | null;

  @Column({ name: 'email_confirmed_at', type: 'timestamptz', nullable: true })
  emailConfirmedAt: Date | null;

  @Column({ name: 'confirmation_sent_at', type: 'timestamptz', nullable: true })
  confirmationSentAt: Date | null;

  @Column({ name: 'recovery_sent_at', type: 'timestamptz', nullable: true })
  recoverySentAt: Date | null;

  /** Requested new address, until confirmed by the link sent to it. */
  @Column({ name: 'new_email', type: 'text', nullable: true })
  newEmail: string | null;

  @Column({ name: 'email_change_sent_at', type: 'timestamptz', nullable: true })
  emailChangeSentAt: Date | null;

  @Column({ name: 'reauthentication_sent_at', type: 'timestamptz', nullable: true })
  reauthenticationSentAt: Date | null;

  @Column({ name: 'last_sign_in_at', type: 'timestamptz', nullable: true })
  lastSignInAt: Date | null;

  @Column({ name: 'raw_app_meta_data', type: 'jsonb', default: {} })
  appMetadata: AppMetadata;

  @Column({ name: 'raw_user_meta_data', type: 'jsonb', default: {} })
  userMetadata: Record<string, unknown>;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'updated_at', type: 'timestamptz' })
  updatedAt: Date;
}
