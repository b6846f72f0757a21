import { uploadFile } from '@huron/web/data-access/api';
import type { UploadDocument } from '@huron/web/forms/upload';

/** POST /api/uploads for the résumé. */
export const uploadResume: UploadDocument = (file, options) => uploadFile(file, options);
