import { Column, CreateDateColumn, Entity, PrimaryColumn } from 'typeorm';

/** One stored client document: ciphertext lives in DocumentStorage under `storageKey`; this row holds its metadata. */
@Entity('uploads')
export class UploadEntity {
  @PrimaryColumn('uuid')
  id!: string;

  /** Random; never derived from the file name. */
  @Column({ name: 'storage_key', type: 'text' })
  storageKey!: string;

  /** The sanitised original name: display text only. */
  @Column({ type: 'text' })
  name!: string;

  @Column({ type: 'integer' })
  size!: number;

  @Column({ type: 'text' })
  type!: string;

  /** SHA-256 (hex) of the plaintext. */
  @Column({ type: 'text' })
  sha256!: string;

  /** The file's data key, sealed with a purpose key derived from APP_SECRET and bound to this id. */
  @Column({ name: 'sealed_key', type: 'text' })
  sealedKey!: string;

  /** Keyed hash of the client address that sent it, so the bytes one address leaves unclaimed can be capped. */
  @Column({ name: 'client_hash', type: 'text', nullable: true })
  clientHash!: string | null;

  @Column({ name: 'owner_type', type: 'text', nullable: true })
  ownerType!: string | null;

  @Column({ name: 'owner_id', type: 'text', nullable: true })
  ownerId!: string | null;

  @Column({ name: 'claimed_at', type: 'timestamptz', nullable: true })
  claimedAt!: Date | null;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}
