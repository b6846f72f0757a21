import { createWriteStream } from 'node:fs';
import { mkdir, readFile, rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { DocumentStorage } from './document-storage';

const SAFE_KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** Ciphertext files under VAR_DIR/uploads (never a publicly served directory), readable by the owner only. */
export class DirectoryStorage implements DocumentStorage {
  constructor(private readonly dir: string) {}

  async write(key: string, ciphertext: Readable): Promise<void> {
    const path = this.path(key);
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    try {
      await pipeline(ciphertext, createWriteStream(path, { mode: 0o600, flags: 'wx' }));
    } catch (error) {
      await rm(path, { force: true });
      throw error;
    }
  }

  get(key: string): Promise<Buffer> {
    return readFile(this.path(key));
  }

  async delete(key: string): Promise<void> {
    await rm(this.path(key), { force: true });
  }

  private path(key: string): string {
    if (!SAFE_KEY.test(key)) throw new Error('invalid storage key');
    return join(this.dir, key);
  }
}
