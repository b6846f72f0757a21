import { HttpStatus } from '@nestjs/common';
import { UPLOAD_LIMITS, type UploadKind } from '@huron/shared/contracts';
import { ApiError, type ApiErrorCode } from '../../platform/http/api-error';

const MB = 1024 * 1024;
const KIND_LABELS: Record<UploadKind, string> = {
  'application/pdf': 'PDF',
  'image/jpeg': 'JPEG',
  'image/png': 'PNG',
  'image/heic': 'HEIC',
  'application/msword': 'DOC',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'DOCX',
};
const listOf = (labels: string[]) => (labels.length > 1 ? `${labels.slice(0, -1).join(', ')} or ${labels.at(-1)}` : (labels[0] ?? ''));

const ALL_KINDS = 'PDF, JPEG, PNG, HEIC, DOC or DOCX';

/** 422s that name the file (or the documents field) and the rule it breaks. */
export const uploadRefusal = {
  wrongKind: (name: string) => refuse('file', 'unsupported_file_type', `"${name}" is not a ${ALL_KINDS} file`, { name, accepted: ALL_KINDS }),
  tooBig: (name: string) =>
    refuse('file', 'file_too_large', `"${name}" is larger than ${UPLOAD_LIMITS.maxFileBytes / MB} MB`, { name, maximum: UPLOAD_LIMITS.maxFileBytes / MB }),
  missingFile: () => refuse('file', 'file_missing', 'file is required: send one file in the multipart field "file"'),
  unknown: (field: string) => refuse(field, 'unknown_upload', `${field} is not an upload of yours, or it has expired`),
  taken: (field: string) => refuse(field, 'upload_already_used', `${field} is already attached to another submission`),
  kindNotAllowed: (field: string, name: string, allowed: readonly UploadKind[]) => {
    const accepted = listOf(allowed.map((kind) => KIND_LABELS[kind]));
    return refuse(field, 'unsupported_file_type', `${field}: "${name}" is not a ${accepted} file`, { name, accepted });
  },
  tooMany: () => refuse('documents', 'too_many_files', `documents may hold at most ${UPLOAD_LIMITS.maxFilesPerSubmission} files`),
  /** 429: this address's uploads waiting for a submission already hold the most it may leave unclaimed. */
  unclaimedCap: (capBytes: number, retryAfterSeconds: number) =>
    Object.assign(
      new ApiError(
        HttpStatus.TOO_MANY_REQUESTS,
        'upload_quota_exceeded',
        `Documents sent from this network and not yet attached to a form already take up to ${Math.round(capBytes / MB)} MB. Send your form with them first, or try again later.`,
      ),
      { retryAfterSeconds },
    ),
  tooLarge: () => refuse('documents', 'submission_too_large', `documents may hold at most ${UPLOAD_LIMITS.maxBytesPerSubmission / MB} MB in total`),
};

/** The file's name and the rule travel as params (reason: the code), so a page words them in its own language. */
function refuse(field: string, code: ApiErrorCode, message: string, params?: Record<string, string | number>): ApiError {
  return new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, code, message, [
    { field, message, ...(params && { code: 'custom', params: { reason: code, ...params } }) },
  ]);
}
