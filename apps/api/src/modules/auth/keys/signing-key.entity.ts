import type { JsonWebKey } from 'node:crypto';
import { Column, Entity, PrimaryColumn } from 'typeorm';

/** next: published, not yet signing; current: signs new tokens; previous: still verifies until retire_at. */
export type SigningKeyStatus = 'next' | 'current' | 'previous';

@Entity({ name: 'signing_keys', schema: 'auth' })
export class SigningKeyEntity {
  @PrimaryColumn({ type: 'text' })
  kid: string;

  @Column({ type: 'text', default: 'ES256' })
  algorithm: 'ES256';

  @Column({ name: 'public_jwk', type: 'jsonb' })
  publicJwk: JsonWebKey;

  /** PKCS#8 PEM sealed with the application secret. */
  @Column({ name: 'private_key', type: 'text' })
  privateKey: string;

  @Column({ type: 'text' })
  status: SigningKeyStatus;

  @Column({ name: 'created_at', type: 'timestamptz' })
  createdAt: Date;

  @Column({ name: 'activated_at', type: 'timestamptz', nullable: true })
  activatedAt: Date | null;

  @Column({ name: 'retire_at', type: 'timestamptz', nullable: true })
  retireAt: Date | null;
}
