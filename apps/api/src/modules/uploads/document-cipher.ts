import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';
import { Transform } from 'node:stream';

/** Plaintext bytes per GCM chunk: big files are sealed and opened chunk by chunk, each authenticated on its own. */
export const CHUNK_BYTES = 64 * 1024;
const TAG_BYTES = 16;
const MAGIC = Buffer.from('HUD1');

/**
 * AES-256-GCM per 64 KiB chunk under a per-file data key. The nonce is the chunk index (unique, since every file has
 * a fresh key); the associated data binds the upload id, the index and whether the chunk is the last one, so chunks
 * cannot be reordered, moved to another file, or cut off at the end without detection.
 * Layout: "HUD1" then, per chunk, ciphertext followed by its 16-byte tag.
 */
export function newDataKey(): Buffer {
  return randomBytes(32);
}

function nonce(index: number): Buffer {
  const iv = Buffer.alloc(12);
  iv.writeUInt32BE(index, 8);
  return iv;
}

function aad(uploadId: string, index: number, last: boolean): Buffer {
  return Buffer.from(`${uploadId}:${index}:${last ? 'last' : 'more'}`);
}

function sealChunk(key: Buffer, uploadId: string, index: number, last: boolean, plaintext: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-gcm', key, nonce(index));
  cipher.setAAD(aad(uploadId, index, last));
  return Buffer.concat([cipher.update(plaintext), cipher.final(), cipher.getAuthTag()]);
}

export function encryptDocument(key: Buffer, uploadId: string, plaintext: Buffer): Buffer {
  const parts: Buffer[] = [MAGIC];
  const chunks = Math.max(1, Math.ceil(plaintext.length / CHUNK_BYTES));
  for (let i = 0; i < chunks; i++) parts.push(sealChunk(key, uploadId, i, i === chunks - 1, plaintext.subarray(i * CHUNK_BYTES, (i + 1) * CHUNK_BYTES)));
  return Buffer.concat(parts);
}

/**
 * The same layout as encryptDocument, sealed as the plaintext streams through: at most one chunk (64 KiB) plus what
 * arrived is held. A full chunk waits until more bytes arrive, since only the end of the stream tells it is the last.
 */
export function encryptingStream(key: Buffer, uploadId: string): Transform {
  let pending: Buffer = Buffer.alloc(0);
  let index = 0;
  let started = false;
  const start = (push: (b: Buffer) => void) => {
    if (!started) push(MAGIC);
    started = true;
  };
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      start((b) => this.push(b));
      pending = pending.length ? Buffer.concat([pending, chunk]) : chunk;
      while (pending.length > CHUNK_BYTES) {
        this.push(sealChunk(key, uploadId, index++, false, pending.subarray(0, CHUNK_BYTES)));
        pending = pending.subarray(CHUNK_BYTES);
      }
      done();
    },
    flush(done) {
      start((b) => this.push(b));
      this.push(sealChunk(key, uploadId, index, true, pending));
      done();
    },
  });
}

/** Throws when any byte was altered, chunks were reordered or dropped, or the key or upload id differ. */
export function decryptDocument(key: Buffer, uploadId: string, sealed: Buffer): Buffer {
  if (sealed.length < MAGIC.length + TAG_BYTES || !sealed.subarray(0, MAGIC.length).equals(MAGIC)) throw new Error('not an encrypted document');
  const body = sealed.subarray(MAGIC.length);
  const stride = CHUNK_BYTES + TAG_BYTES;
  const chunks = Math.max(1, Math.ceil(body.length / stride));
  const parts: Buffer[] = [];
  for (let i = 0; i < chunks; i++) {
    const chunk = body.subarray(i * stride, (i + 1) * stride);
    if (chunk.length < TAG_BYTES) throw new Error('truncated document');
    const decipher = createDecipheriv('aes-256-gcm', key, nonce(i));
    decipher.setAAD(aad(uploadId, i, i === chunks - 1));
    decipher.setAuthTag(chunk.subarray(chunk.length - TAG_BYTES));
    parts.push(decipher.update(chunk.subarray(0, chunk.length - TAG_BYTES)), decipher.final());
  }
  return Buffer.concat(parts);
}
