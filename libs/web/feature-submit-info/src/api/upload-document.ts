import { uploadFile } from '@huron/web/data-access/api';
import type { UploadDocument } from '@huron/web/forms/upload';

/** POST /api/uploads for the wizard's documents step. */
export const uploadDocument: UploadDocument = (file, options) => uploadFile(file, options);
