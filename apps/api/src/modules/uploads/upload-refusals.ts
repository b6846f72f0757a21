import { HttpStatus } from '@nestjs/common';
import { UPLOAD_LIMITS } from '@huron/shared/contracts';
import { ApiError } from '../../platform/http/api-error';

const MB = 1024 * 1024;

/** 422s that name the file (or the documents field) and the rule it breaks. */
export const uploadRefusal = {
  wrongKind: (name: string) => refuse('file', 'unsupported_file_type', `"${name}" is not a PDF, JPEG, PNG, HEIC, DOC or DOCX file`),
  tooBig: (name: string) => refuse('file', 'file_too_large', `"${name}" is larger than ${UPLOAD_LIMITS.maxFileBytes / MB} MB`),
  missingFile: () => refuse('file', 'file_missing', 'file is required: send one file in the multipart field "file"'),
  unknown: (index: number) => refuse(`documents.${index}`, 'unknown_upload', `documents.${index} is not an upload of yours, or it has expired`),
  taken: (index: number) => refuse(`documents.${index}`, 'upload_already_used', `documents.${index} is already attached to another submission`),
  tooMany: () => refuse('documents', 'too_many_files', `documents may hold at most ${UPLOAD_LIMITS.maxFilesPerSubmission} files`),
  tooLarge: () => refuse('documents', 'submission_too_large', `documents may hold at most ${UPLOAD_LIMITS.maxBytesPerSubmission / MB} MB in total`),
};

function refuse(field: string, code: string, message: string): ApiError {
  return new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, code, message, [{ field, message }]);
}
