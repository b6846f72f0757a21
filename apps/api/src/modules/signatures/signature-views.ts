import type { AdminSignatureRequest, SignatureRequest } from '@huron/shared/contracts';
import type { RequestRow, SignerRow } from './signatures.repository';

const iso = (value: Date | null): string | null => (value ? new Date(value).toISOString() : null);

export function signatureRequestOf(row: RequestRow, signers: SignerRow[], mine: string[] = []): SignatureRequest {
  return {
    id: row.id,
    engagementId: row.engagementId,
    kind: row.kind as SignatureRequest['kind'],
    status: row.status as SignatureRequest['status'],
    taxYear: row.taxYear,
    signers: signers
      .filter((signer) => signer.requestId === row.id)
      .map((signer) => ({
        id: signer.id,
        role: signer.role as 'taxpayer' | 'spouse',
        name: signer.name,
        signedAt: iso(signer.signedAt),
        consentedAt: iso(signer.consentedAt),
        method: signer.method as 'portal' | 'in-office' | null,
        you: mine.includes(signer.id),
      })),
    createdAt: iso(row.createdAt)!,
    completedAt: iso(row.completedAt),
    voidedAt: iso(row.voidedAt),
    voidReason: row.voidReason,
    retainUntil: row.retainUntil,
  };
}

/** The staff view: the request with its documents (opened with a five-minute upload link). */
export function adminSignatureRequestOf(row: RequestRow, signers: SignerRow[]): AdminSignatureRequest {
  return { ...signatureRequestOf(row, signers), documentUploadId: row.documentUploadId, signedUploadId: row.signedUploadId };
}
