import { existsSync } from 'node:fs';

/** The system Chromium: CHROME_PATH, else /usr/bin/chromium. Tests never download a browser. */
export function chromiumPath(): string {
  const candidates = [process.env['CHROME_PATH'], '/usr/bin/chromium'].filter((p): p is string => Boolean(p));
  const found = candidates.find((p) => existsSync(p));
  if (!found) {
    throw new Error(
      `No Chromium found (looked at ${candidates.join(', ')}). Install it with "apt-get install -y chromium" or set CHROME_PATH to a Chromium or Chrome binary.`,
    );
  }
  return found;
}

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--disable-dev-shm-usage',
];
