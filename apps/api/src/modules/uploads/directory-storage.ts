import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { DocumentStorage } from './document-storage';

const SAFE_KEY = /^[A-Za-z0-9_-]{16,128}$/;

/** Ciphertext files under VAR_DIR/uploads (never a publicly served directory), readable by the owner only. */
export class DirectoryStorage implements DocumentStorage {
  constructor(private readonly dir: string) {}

  async put(key: string, ciphertext: Buffer): Promise<void> {
    await mkdir(this.dir, { recursive: true, mode: 0o700 });
    await writeFile(this.path(key), ciphertext, { mode: 0o600, flag: 'wx' });
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
