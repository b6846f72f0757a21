import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A directory under the system temp folder for a spec's own PostgreSQL cluster (one it may stop or kill). */
export function ownedClusterDirectory(label: string): { dir: string; remove(): void } {
  const dir = mkdtempSync(join(tmpdir(), `huron-${label}-`));
  chmodSync(dir, 0o755); // reachable by the postgres OS user when tests run as root
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Durability off: the cluster is thrown away after the spec. */
export const THROWAWAY_SETTINGS = { fsync: 'off', synchronous_commit: 'off', full_page_writes: 'off' };
