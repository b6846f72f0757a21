import { Column, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** One link in a session's rotation chain. Only the SHA-256 of the token is stored. */
@Entity({ name: 'refresh_tokens', schema: 'auth' })
export class RefreshTokenEntity {
  @PrimaryGeneratedColumn('identity', { type: 'bigint' })
  id: string;

  @Column({ name: 'token_hash', type: 'text' })
  tokenHash: string;

  @Column({ name: 'session_id', type: 'uuid' })
  sessionId: string;

  @Column({ name: 'parent_id', type: 'bigint', nullable: true })
  parentId: string | null;

  /** Set when the token was exchanged for a newer one. */
  @Column({ name: 'revoked_at', type: 'timestamptz', nullable: true })
  revokedAt: Date | null;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;
}
