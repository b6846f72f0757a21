import { uploadFile } from '@huron/web/data-access/api';
import type { UploadDocument } from '@huron/web/forms/upload';

/** POST /api/uploads: one file through the encrypted upload path, with progress; its id is then attached. */
export const uploadDocument: UploadDocument = (file, options) => uploadFile(file, options);
