import { z } from 'zod';
import { UPLOAD_KINDS, UPLOAD_LIMITS } from './upload-limits';

export const uploadIdSchema = z.uuid().meta({ id: 'UploadId', description: 'An upload id (from POST /api/uploads)' });

export const uploadReceiptSchema = z
  .object({
    id: z.uuid(),
    name: z.string().describe('The original file name, sanitised; display text only'),
    size: z.int().describe('Bytes'),
    type: z.enum(UPLOAD_KINDS).describe('The kind detected from the content'),
  })
  .meta({ id: 'UploadReceipt' });

export const uploadLinkSchema = z
  .object({
    url: z.string().describe('A signed download URL, valid five minutes'),
    expiresAt: z.iso.datetime(),
  })
  .meta({ id: 'UploadLink' });

/** Form value for a submission's documents: upload ids. */
export const uploadIdsSchema = z.array(uploadIdSchema).max(UPLOAD_LIMITS.maxFilesPerSubmission);

export type UploadReceipt = z.infer<typeof uploadReceiptSchema>;
export type UploadLink = z.infer<typeof uploadLinkSchema>;

/** The multipart form POST /api/uploads reads (documentation only: the interceptor streams the file part). */
export const uploadFormSchema = z
  .object({ file: z.string().meta({ format: 'binary', description: 'One PDF, JPEG, PNG, HEIC, DOC or DOCX file' }) })
  .meta({ id: 'UploadForm' });

/** The body of a signed download link's answer: the file as uploaded, sent as an attachment. */
export const uploadContentSchema = z
  .string()
  .meta({ id: 'UploadContent', format: 'binary', description: 'The document, decrypted, with the type detected at upload' });
