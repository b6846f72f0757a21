// Plain constants (no zod), so the web's upload field can import them cheaply.
/** Server rules for client documents; the web field mirrors them as pre-checks, the server decides. */
export const UPLOAD_LIMITS = {
  maxFileBytes: 15 * 1024 * 1024,
  maxFilesPerSubmission: 10,
  maxBytesPerSubmission: 60 * 1024 * 1024,
} as const;

export const UPLOAD_KINDS = [
  'application/pdf',
  'image/jpeg',
  'image/png',
  'image/heic',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
] as const;

export type UploadKind = (typeof UPLOAD_KINDS)[number];

/** What POST /api/uploads answers (the zod schema `uploadReceiptSchema` checks it on the API side). */
export interface UploadReceiptBody {
  id: string;
  name: string;
  size: number;
  type: UploadKind;
}

/** How a person knows each kind: the name to show, and the file name endings a file picker offers for it. */
export const UPLOAD_KIND_FORMATS: Record<UploadKind, { label: string; extensions: readonly string[] }> = {
  'application/pdf': { label: 'PDF', extensions: ['.pdf'] },
  'image/jpeg': { label: 'JPEG', extensions: ['.jpg', '.jpeg'] },
  'image/png': { label: 'PNG', extensions: ['.png'] },
  'image/heic': { label: 'HEIC', extensions: ['.heic'] },
  'application/msword': { label: 'DOC', extensions: ['.doc'] },
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': { label: 'DOCX', extensions: ['.docx'] },
};
