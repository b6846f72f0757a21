import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { CHUNK_BYTES, decryptDocument, encryptDocument, encryptingStream, newDataKey } from './document-cipher';

describe('document cipher (AES-256-GCM per 64 KiB chunk)', () => {
  const id = '6f1c1a52-3b0e-4c1e-9d4f-0a7b2c3d4e5f';
  const key = newDataKey();
  const plaintext = Buffer.concat([randomBytes(2 * CHUNK_BYTES + 123), Buffer.from('SSN-LIKE-MARKER')]);

  it('round-trips empty, one-chunk, exact-chunk and multi-chunk documents', () => {
    for (const size of [0, 1, CHUNK_BYTES, CHUNK_BYTES + 1, plaintext.length]) {
      const original = plaintext.subarray(0, size);
      expect(decryptDocument(key, id, encryptDocument(key, id, original)).equals(original)).toBe(true);
    }
  });

  it('never contains the plaintext and differs under a fresh key', () => {
    const sealed = encryptDocument(key, id, plaintext);
    expect(sealed.includes(Buffer.from('SSN-LIKE-MARKER'))).toBe(false);
    expect(sealed.equals(encryptDocument(newDataKey(), id, plaintext))).toBe(false);
  });

  it('detects a flipped bit, a dropped last chunk, swapped chunks, another upload id and another key', () => {
    const sealed = encryptDocument(key, id, plaintext);
    const flipped = Buffer.from(sealed);
    flipped[100]! ^= 1;
    expect(() => decryptDocument(key, id, flipped)).toThrow();
    const stride = CHUNK_BYTES + 16;
    expect(() => decryptDocument(key, id, sealed.subarray(0, 4 + 2 * stride))).toThrow();
    const swapped = Buffer.concat([
      sealed.subarray(0, 4),
      sealed.subarray(4 + stride, 4 + 2 * stride),
      sealed.subarray(4, 4 + stride),
      sealed.subarray(4 + 2 * stride),
    ]);
    expect(() => decryptDocument(key, id, swapped)).toThrow();
    expect(() => decryptDocument(key, '00000000-0000-4000-8000-000000000000', sealed)).toThrow();
    expect(() => decryptDocument(newDataKey(), id, sealed)).toThrow();
  });

  it('seals a stream byte for byte as encryptDocument does, whatever the piece sizes', async () => {
    for (const size of [0, 1, CHUNK_BYTES, CHUNK_BYTES + 1, 2 * CHUNK_BYTES, plaintext.length]) {
      for (const piece of [1000, CHUNK_BYTES, 3 * CHUNK_BYTES]) {
        const original = plaintext.subarray(0, size);
        const pieces = Array.from({ length: Math.ceil(size / piece) }, (_, i) => original.subarray(i * piece, (i + 1) * piece));
        const sealed: Buffer[] = [];
        for await (const out of Readable.from(pieces).pipe(encryptingStream(key, id))) sealed.push(out as Buffer);
        expect(Buffer.concat(sealed).equals(encryptDocument(key, id, original))).toBe(true);
      }
    }
  });
});
