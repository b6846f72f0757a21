import './file-upload-field.css';
import { useEffect, useId, useRef, useState } from 'react';
import { UPLOAD_KINDS, UPLOAD_LIMITS, type UploadKind } from '@huron/shared/contracts/uploads';
import { formatNumber, m } from '@huron/shared/i18n';
import { describedBy } from '../field';
import { FileDropZone } from './file-drop-zone';
import { useFieldError, useForm } from '../form-context';
import type { FieldName, FormValues } from '../form-store';
import { messageOf } from '../message-of';
import { acceptFor, isWrongKindRefusal, kindNames, looksLikeOneOf } from './upload-kinds';

interface Row {
  key: string;
  name: string;
  /** Unknown for documents uploaded before the field was shown again (a wizard's Back, a reloaded draft). */
  size?: number;
  /** 0 to 1 while sending. */
  progress: number;
  uploadId?: string;
  error?: string;
  controller?: AbortController;
}

/** Sends one file and resolves with its upload id; given by the feature, which owns the API client. */
export type UploadDocument = (file: File, options: { signal: AbortSignal; onProgress: (fraction: number) => void }) => Promise<{ id: string }>;

export interface FileUploadFieldProps<Input = FormValues> {
  /** The form value: the ids of the uploads that succeeded, in the order chosen. */
  name: FieldName<Input>;
  label: string;
  hint?: string;
  upload: UploadDocument;
  /** One file (the value is its id, '' until one is uploaded); choosing another replaces it. Default: several. */
  single?: boolean;
  /** The kinds this field takes: the picker's filter, the pre-check and the words of its messages. Default: every kind uploads accept. */
  kinds?: readonly UploadKind[];
}

const MB = 1024 * 1024;
const sizeText = (bytes?: number) =>
  bytes === undefined
    ? ''
    : bytes >= MB
      ? m.upload_size_mb({ size: formatNumber(bytes / MB, { minimumFractionDigits: 1, maximumFractionDigits: 1 }) })
      : m.upload_size_kb({ size: formatNumber(Math.max(1, Math.round(bytes / 1024))) });

/**
 * Several documents, each uploaded as soon as it is chosen (POST /api/uploads) with its own progress bar, remove
 * button and announced error. Size and count are pre-checked here to spare a round trip; the server decides.
 */
export function FileUploadField<Input = FormValues>({ name, label, hint, upload, single = false, kinds = UPLOAD_KINDS }: FileUploadFieldProps<Input>) {
  const form = useForm();
  const error = useFieldError(form, name);
  const [rows, setRows] = useState<Row[]>(() => earlierUploads(form.valueOf(name)));
  const inputRef = useRef<HTMLInputElement>(null);
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = error ? `${id}-error` : undefined;

  useEffect(() => {
    const ids = rows.filter((row) => row.uploadId).map((row) => row.uploadId);
    form.setValue(name, single ? (ids[0] ?? '') : ids);
  }, [rows, form, name, single]);
  useEffect(() => () => rows.forEach((row) => row.controller?.abort()), []); // eslint-disable-line react-hooks/exhaustive-deps

  const update = (key: string, change: Partial<Row>) => setRows((current) => current.map((row) => (row.key === key ? { ...row, ...change } : row)));

  function add(files: FileList | null) {
    if (!files) return;
    const chosen = single ? [...files].slice(0, 1) : [...files];
    if (single) rows.forEach((row) => row.controller?.abort());
    const kept = single ? [] : rows;
    let count = kept.filter((row) => !row.error).length;
    let total = kept.filter((row) => !row.error).reduce((sum, row) => sum + (row.size ?? 0), 0);
    const added: Row[] = chosen.map((file) => {
      const row: Row = { key: crypto.randomUUID(), name: file.name, size: file.size, progress: 0 };
      if (!looksLikeOneOf(file, kinds)) return { ...row, error: m.upload_error_wrong_kind({ name: file.name, kinds: kindNames(kinds) }) };
      if (file.size > UPLOAD_LIMITS.maxFileBytes) return { ...row, error: m.upload_error_too_big({ name: file.name, max: UPLOAD_LIMITS.maxFileBytes / MB }) };
      if (count + 1 > UPLOAD_LIMITS.maxFilesPerSubmission)
        return { ...row, error: m.upload_error_too_many({ name: file.name, max: UPLOAD_LIMITS.maxFilesPerSubmission }) };
      if (total + file.size > UPLOAD_LIMITS.maxBytesPerSubmission)
        return { ...row, error: m.upload_error_total({ name: file.name, max: UPLOAD_LIMITS.maxBytesPerSubmission / MB }) };
      count += 1;
      total += file.size;
      const controller = new AbortController();
      upload(file, { signal: controller.signal, onProgress: (progress) => update(row.key, { progress }) }).then(
        (receipt) => update(row.key, { uploadId: receipt.id, progress: 1, controller: undefined }),
        (error: unknown) => {
          if (error instanceof DOMException && error.name === 'AbortError') return;
          const message = isWrongKindRefusal(error) ? m.upload_error_wrong_kind({ name: file.name, kinds: kindNames(kinds) }) : messageOf(error);
          update(row.key, { error: message, controller: undefined });
        },
      );
      return { ...row, controller };
    });
    setRows((current) => (single ? added : [...current, ...added]));
    if (inputRef.current) inputRef.current.value = '';
  }

  function remove(row: Row) {
    row.controller?.abort();
    setRows((current) => current.filter((r) => r.key !== row.key));
    inputRef.current?.focus();
  }

  return (
    <div className="field file-upload">
      <label htmlFor={id}>{label}</label>
      <p id={hintId} className="field__hint">
        {hint ??
          m.upload_hint({
            kinds: kindNames(kinds),
            size: UPLOAD_LIMITS.maxFileBytes / MB,
            count: UPLOAD_LIMITS.maxFilesPerSubmission,
            total: UPLOAD_LIMITS.maxBytesPerSubmission / MB,
          })}
      </p>
      <FileDropZone
        ref={(element) => {
          inputRef.current = element;
          form.focusTarget(name, element);
        }}
        id={id}
        multiple={!single}
        accept={acceptFor(kinds)}
        prompt={single ? m.upload_drop_one() : m.upload_drop_many()}
        aria-describedby={describedBy(hintId, errorId)}
        aria-invalid={errorId ? true : undefined}
        onFiles={add}
      />
      {rows.length > 0 && (
        <ul className="file-upload__list" aria-label={m.upload_list_label()}>
          {rows.map((row) => (
            <li key={row.key} className="file-upload__row">
              <span className="file-upload__file">
                <span className="file-upload__name">{row.name}</span> <span className="file-upload__size">{sizeText(row.size)}</span>{' '}
                <span className="file-upload__status" aria-live="polite">
                  {row.uploadId ? m.upload_done() : ''}
                </span>
              </span>
              <button
                type="button"
                className="button button--ghost file-upload__remove"
                onClick={() => remove(row)}
                aria-label={m.upload_remove({ name: row.name })}
              >
                {m.upload_remove_short()}
              </button>
              {!row.error && !row.uploadId && (
                <progress max={1} value={row.progress} aria-label={m.upload_progress_label({ name: row.name })}>
                  {Math.round(row.progress * 100)}%
                </progress>
              )}
              <p className="field__error" role="alert">
                {row.error ?? ''}
              </p>
            </li>
          ))}
        </ul>
      )}
      {errorId && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** Rows for the ids the form already holds, so showing the field again keeps them. */
function earlierUploads(value: unknown): Row[] {
  const ids = (Array.isArray(value) ? value : [value]).filter((id): id is string => typeof id === 'string' && id !== '');
  return ids.map((uploadId, index) => ({ key: uploadId, uploadId, name: m.upload_earlier({ number: index + 1 }), progress: 1 }));
}
