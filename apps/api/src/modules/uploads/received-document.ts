import type { UploadKind } from '@huron/shared/contracts';

/** A document streamed to storage (ciphertext only) whose row is not written yet: what multer puts on `req.file`. */
export interface ReceivedDocument {
  /** The sanitised original name. */
  name: string;
  uploadId: string;
  storageKey: string;
  size: number;
  type: UploadKind;
  /** SHA-256 (hex) of the plaintext; the idempotency fingerprint reads it too. */
  sha256: string;
  /** The file's data key, sealed for this upload id. */
  sealedKey: string;
}
