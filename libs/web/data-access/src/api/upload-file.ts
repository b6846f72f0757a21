import type { UploadReceiptBody as UploadReceipt } from '@huron/shared/contracts/uploads';
import { ApiError } from './api-error';

export interface UploadFileOptions {
  /** Fraction sent, 0 to 1. */
  onProgress?: (fraction: number) => void;
  signal?: AbortSignal;
}

/**
 * POST /api/uploads with one file. XMLHttpRequest rather than fetch because only it reports upload progress.
 * Resolves with the receipt; rejects with an ApiError carrying the server's message (e.g. which rule the file
 * broke), or an AbortError DOMException when the signal aborts.
 */
export function uploadFile(file: File, { onProgress, signal }: UploadFileOptions = {}): Promise<UploadReceipt> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(new DOMException('Upload aborted', 'AbortError'));
    const xhr = new XMLHttpRequest();
    const body = new FormData();
    body.append('file', file, file.name);
    xhr.open('POST', '/api/uploads');
    xhr.responseType = 'text';
    xhr.setRequestHeader('Idempotency-Key', crypto.randomUUID());
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(event.loaded / event.total);
    };
    const abort = () => xhr.abort();
    signal?.addEventListener('abort', abort, { once: true });
    const done = () => signal?.removeEventListener('abort', abort);
    xhr.onload = () => {
      done();
      const parsed = parseJson(xhr.responseText);
      if (xhr.status === 201) {
        onProgress?.(1);
        resolve(parsed as UploadReceipt);
      } else reject(new ApiError(xhr.status, parsed));
    };
    xhr.onerror = () => {
      done();
      reject(new ApiError(0, null));
    };
    xhr.onabort = () => {
      done();
      reject(new DOMException('Upload aborted', 'AbortError'));
    };
    xhr.send(body);
  });
}

function parseJson(text: string): unknown {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return null;
  }
}
