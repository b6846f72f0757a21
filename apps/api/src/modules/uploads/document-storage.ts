/** Where encrypted documents live. Implementations only ever receive ciphertext. */
export interface DocumentStorage {
  put(key: string, ciphertext: Buffer): Promise<void>;
  get(key: string): Promise<Buffer>;
  /** Deleting a missing object is not an error (sweeps may race). */
  delete(key: string): Promise<void>;
}

export const DOCUMENT_STORAGE = Symbol('DocumentStorage');
