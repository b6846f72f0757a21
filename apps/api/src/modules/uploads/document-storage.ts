import type { Readable } from 'node:stream';

/** Where encrypted documents live. Implementations only ever receive ciphertext. */
export interface DocumentStorage {
  /**
   * Streams `ciphertext` to `key` without holding the whole object in memory. When the stream fails (a refused or
   * cut-off upload), nothing is left under the key.
   */
  write(key: string, ciphertext: Readable): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Deleting a missing object is not an error (sweeps may race). */
  delete(key: string): Promise<void>;
}

export const DOCUMENT_STORAGE = Symbol('DocumentStorage');
