import { Column, Entity, PrimaryColumn } from 'typeorm';

// The tables of the signatures module (migration 1795000002000). The repository reads and writes them with SQL; these
// classes describe their shape for TypeORM.

@Entity('signature_requests')
export class SignatureRequestEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'engagement_id', type: 'uuid' }) engagementId!: string;
  @Column('text') kind!: string;
  @Column('text') status!: string;
  @Column('text') title!: string;
  @Column({ name: 'document_upload_id', type: 'uuid' }) documentUploadId!: string;
  @Column({ name: 'document_sha256', type: 'text' }) documentSha256!: string;
  @Column({ name: 'signed_upload_id', type: 'uuid', nullable: true }) signedUploadId!: string | null;
  @Column({ name: 'signed_sha256', type: 'text', nullable: true }) signedSha256!: string | null;
  @Column({ name: 'created_by', type: 'uuid', nullable: true }) createdBy!: string | null;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'completed_at', type: 'timestamptz', nullable: true }) completedAt!: Date | null;
  @Column({ name: 'voided_at', type: 'timestamptz', nullable: true }) voidedAt!: Date | null;
  @Column({ name: 'voided_by', type: 'uuid', nullable: true }) voidedBy!: string | null;
  @Column({ name: 'void_reason', type: 'text', nullable: true }) voidReason!: string | null;
  @Column({ name: 'changed_figures', type: 'jsonb', nullable: true }) changedFigures!: Record<string, number> | null;
  /** en, es or ar: the letter's and the audit-trail page's language (migration 1795000047100). */
  @Column('text') locale!: string;
}

@Entity('signature_signers')
export class SignatureSignerEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'request_id', type: 'uuid' }) requestId!: string;
  @Column('text') role!: string;
  @Column('text') name!: string;
  @Column('text') email!: string;
  @Column({ name: 'consent_version', type: 'text', nullable: true }) consentVersion!: string | null;
  @Column({ name: 'consented_at', type: 'timestamptz', nullable: true }) consentedAt!: Date | null;
  @Column({ name: 'signed_at', type: 'timestamptz', nullable: true }) signedAt!: Date | null;
  @Column({ name: 'typed_name', type: 'text', nullable: true }) typedName!: string | null;
  @Column({ name: 'drawn_signature', type: 'text', nullable: true }) drawnSignature!: string | null;
  @Column({ type: 'text', nullable: true }) method!: string | null;
  @Column({ type: 'text', nullable: true }) authentication!: string | null;
  @Column({ type: 'text', nullable: true }) ip!: string | null;
  @Column({ name: 'user_agent', type: 'text', nullable: true }) userAgent!: string | null;
  @Column({ name: 'signed_by_user_id', type: 'uuid', nullable: true }) signedByUserId!: string | null;
}

@Entity('signature_kiosk_sessions')
export class SignatureKioskSessionEntity {
  @PrimaryColumn('uuid') id!: string;
  @Column({ name: 'request_id', type: 'uuid' }) requestId!: string;
  @Column({ name: 'signer_id', type: 'uuid' }) signerId!: string;
  @Column({ name: 'token_hash', type: 'text' }) tokenHash!: string;
  @Column({ name: 'id_type', type: 'text' }) idType!: string;
  @Column({ name: 'id_last_four', type: 'text' }) idLastFour!: string;
  @Column({ name: 'id_expires_on', type: 'date' }) idExpiresOn!: string;
  @Column({ name: 'checked_by', type: 'uuid' }) checkedBy!: string;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'expires_at', type: 'timestamptz' }) expiresAt!: Date;
  @Column({ name: 'ended_at', type: 'timestamptz', nullable: true }) endedAt!: Date | null;
}

@Entity('signature_events')
export class SignatureEventEntity {
  @PrimaryColumn('bigint') id!: string;
  @Column({ name: 'request_id', type: 'uuid' }) requestId!: string;
  @Column('int') seq!: number;
  @Column('text') type!: string;
  @Column('jsonb') details!: Record<string, unknown>;
  @Column({ name: 'created_at', type: 'timestamptz' }) createdAt!: Date;
  @Column({ name: 'prev_hash', type: 'text' }) prevHash!: string;
  @Column('text') hash!: string;
}

export const SIGNATURE_ENTITIES = [SignatureRequestEntity, SignatureSignerEntity, SignatureKioskSessionEntity, SignatureEventEntity];
