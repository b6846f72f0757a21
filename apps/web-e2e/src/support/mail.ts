import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect } from '@playwright/test';

/**
 * With no SMTP configured the API writes every email as an .eml file under `${VAR_DIR}/mail/` (one message per
 * file, named `<ISO time>-<outbox id>-<kind>.eml`). The browser tests read recovery links from there.
 */
export interface Mail {
  file: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Every http(s) link in the message, from the text part (else the HTML part), in order. */
  links: string[];
}

/** The default server's VAR_DIR unless another server's is given (see strict-auth-server.ts). */
function mailDir(varDir = process.env['E2E_VAR_DIR']): string {
  if (!varDir) throw new Error('E2E_VAR_DIR is not set: run the tests through apps/web-e2e/playwright.config.ts');
  return join(varDir, 'mail');
}

type Headers = Map<string, string>;

function splitMessage(raw: string): { headers: Headers; body: string } {
  const normalised = raw.replace(/\r\n/g, '\n');
  const end = normalised.indexOf('\n\n');
  const head = (end === -1 ? normalised : normalised.slice(0, end)).replace(/\n[ \t]+/g, ' ');
  const headers: Headers = new Map();
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers.set(line.slice(0, colon).trim().toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: end === -1 ? '' : normalised.slice(end + 2) };
}

const bytesToUtf8 = (latin1: string) => Buffer.from(latin1, 'latin1').toString('utf8');

function decodeQuotedPrintable(body: string): string {
  return bytesToUtf8(body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex: string) => String.fromCharCode(parseInt(hex, 16))));
}

/** RFC 2047 encoded words in headers (=?UTF-8?Q?...?= and =?UTF-8?B?...?=). */
function decodeHeader(value: string): string {
  return value.replace(/=\?[^?]+\?([QB])\?([^?]*)\?=\s*/gi, (_, encoding: string, text: string) =>
    encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64').toString('utf8') : decodeQuotedPrintable(text.replace(/_/g, ' ')),
  );
}

function decodeBody(headers: Headers, body: string): string {
  const encoding = (headers.get('content-transfer-encoding') ?? '7bit').toLowerCase();
  if (encoding === 'quoted-printable') return decodeQuotedPrintable(body);
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return body;
}

function collectParts(headers: Headers, body: string, out: { text: string; html: string }): void {
  const type = (headers.get('content-type') ?? 'text/plain').toLowerCase();
  if (type.startsWith('multipart/')) {
    const boundary = /boundary="?([^";]+)"?/i.exec(headers.get('content-type') ?? '')?.[1];
    if (!boundary) return;
    for (const segment of body.split(`--${boundary}`).slice(1)) {
      if (segment.startsWith('--')) break;
      const part = splitMessage(segment.replace(/^\n/, ''));
      collectParts(part.headers, part.body, out);
    }
  } else if (type.startsWith('text/html')) out.html += decodeBody(headers, body);
  else if (type.startsWith('text/')) out.text += decodeBody(headers, body);
}

export function parseMail(file: string, raw: string): Mail {
  const { headers, body } = splitMessage(raw);
  const out = { text: '', html: '' };
  collectParts(headers, body, out);
  const source = out.text || out.html.replace(/&amp;/g, '&');
  return {
    file,
    to: decodeHeader(headers.get('to') ?? ''),
    subject: decodeHeader(headers.get('subject') ?? ''),
    text: out.text,
    html: out.html,
    links: [...source.matchAll(/https?:\/\/[^\s<>"')\]]+/g)].map((m) => m[0]),
  };
}

/** Every message written so far, oldest first. */
export async function readMailbox(varDir?: string): Promise<Mail[]> {
  const dir = mailDir(varDir);
  let files: string[];
  try {
    files = (await readdir(dir)).filter((f) => f.endsWith('.eml')).sort();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return [];
    throw error;
  }
  return Promise.all(files.map(async (file) => parseMail(file, await readFile(join(dir, file), 'utf8'))));
}

/**
 * Waits (polling the folder, no fixed sleeps) for a message to `to` whose subject matches, and that is not one of
 * `exclude` (messages the test has already read).
 */
export async function waitForMail(to: string, options: { subject?: RegExp; exclude?: Mail[]; timeout?: number; varDir?: string } = {}): Promise<Mail> {
  const seen = new Set((options.exclude ?? []).map((m) => m.file));
  const address = to.toLowerCase();
  let found: Mail | undefined;
  await expect
    .poll(
      async () => {
        const mailbox = await readMailbox(options.varDir);
        found = mailbox.find((m) => m.to.toLowerCase().includes(address) && !seen.has(m.file) && (!options.subject || options.subject.test(m.subject)));
        return found !== undefined;
      },
      { message: `an email to ${to}${options.subject ? ` with a subject matching ${options.subject}` : ''}`, timeout: options.timeout ?? 15_000 },
    )
    .toBe(true);
  return found as Mail;
}
