import { UPLOAD_KIND_FORMATS, type UploadKind } from '@huron/shared/contracts/uploads';
import { formatAlternatives } from '@huron/shared/i18n';

/** 'PDF, DOC, or DOCX': the kinds a field takes, as its messages name them. */
export const kindNames = (kinds: readonly UploadKind[]) => formatAlternatives(kinds.map((kind) => UPLOAD_KIND_FORMATS[kind].label));

/** The file picker's filter for those kinds: their name endings and their media types. */
export const acceptFor = (kinds: readonly UploadKind[]) => [...kinds.flatMap((kind) => UPLOAD_KIND_FORMATS[kind].extensions), ...kinds].join(',');

/**
 * Whether a chosen file looks like one of the kinds, by its media type or else its name (browsers give HEIC and
 * some Word files no type). Only a pre-check to spare an upload: the server reads the content.
 */
export function looksLikeOneOf(file: { name: string; type: string }, kinds: readonly UploadKind[]): boolean {
  if (file.type && (kinds as readonly string[]).includes(file.type)) return true;
  const name = file.name.toLowerCase();
  return kinds.some((kind) => UPLOAD_KIND_FORMATS[kind].extensions.some((ending) => name.endsWith(ending)));
}

/** Whether the server refused the upload for its kind (code unsupported_file_type). */
export function isWrongKindRefusal(error: unknown): boolean {
  const body = typeof error === 'object' && error !== null && 'body' in error ? (error as { body: unknown }).body : null;
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === 'unsupported_file_type';
}
