import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AppConfig } from '../config/app-config';

/**
 * APP_SECRET when set. Otherwise (production without APP_SECRET) a secret generated once and kept in
 * VAR_DIR/app-secret, which suits a single process; several processes must share one APP_SECRET.
 */
export function resolveAppSecret(config: AppConfig, warn: (message: string) => void): string {
  if (config.appSecret) return config.appSecret;
  const file = join(config.varDir, 'app-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(config.varDir, { recursive: true });
  const secret = randomBytes(32).toString('base64url');
  writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  warn(`APP_SECRET is not set: generated one in ${file}. Set APP_SECRET when running more than one process.`);
  return secret;
}
