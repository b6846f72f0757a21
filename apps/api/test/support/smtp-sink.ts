import { SMTPServer } from 'smtp-server';

export interface ReceivedMail {
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The text/calendar alternative (an invitation), '' when none; `calendarType` is its Content-Type header. */
  calendar: string;
  calendarType: string;
  /** Content types of every leaf part, in order (e.g. an application/ics attachment). */
  partTypes: string[];
  /** Top-level headers, names lower-cased (e.g. 'list-unsubscribe'). */
  headers: Record<string, string>;
}

type Waiter = { match: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void };

/**
 * A real SMTP server on 127.0.0.1 (port 0: any free one) that hands each message's recipients (lower-cased) and raw
 * text to `onMessage`; the reply to DATA waits for what it returns (a rejection becomes the error reply).
 */
export async function startSmtpServer(
  port: number,
  onMessage: (to: string[], raw: string) => Promise<void> | void,
): Promise<{ server: SMTPServer; url: string }> {
  const server = new SMTPServer({
    authOptional: true,
    disableReverseLookup: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const to = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
        Promise.resolve(onMessage(to, Buffer.concat(chunks).toString('utf8'))).then(
          () => callback(),
          (error: Error) => callback(error),
        );
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const { port: bound } = server.server.address() as { port: number };
  return { server, url: `smtp://127.0.0.1:${bound}` };
}

/**
 * A real SMTP server in the test process. `next(to)` resolves when a message for that address arrives (or has
 * already arrived and was not taken yet), so tests wait for delivery without sleeping.
 */
export class SmtpSink {
  readonly received: ReceivedMail[] = [];
  private readonly unclaimed: ReceivedMail[] = [];
  private readonly waiters: Waiter[] = [];

  private constructor(
    private readonly server: SMTPServer,
    readonly url: string,
  ) {}

  /** Listens on `port` (0: any free one); a fixed port lets a test stop the server and start it again. */
  static async start(port = 0): Promise<SmtpSink> {
    const ref: { sink?: SmtpSink } = {};
    const { server, url } = await startSmtpServer(port, (to, raw) => ref.sink!.accept({ to, ...parseMessage(raw) }));
    ref.sink = new SmtpSink(server, url);
    return ref.sink;
  }

  /** The next message to `to` (optionally also matching `where`), in arrival order. */
  next(to: string, where: (mail: ReceivedMail) => boolean = () => true): Promise<ReceivedMail> {
    const match = (mail: ReceivedMail) => mail.to.includes(to.toLowerCase()) && where(mail);
    const index = this.unclaimed.findIndex(match);
    if (index >= 0) return Promise.resolve(this.unclaimed.splice(index, 1)[0]!);
    return new Promise((resolve) => this.waiters.push({ match, resolve }));
  }

  /** Messages to `to` not yet taken by next(). */
  pending(to: string): ReceivedMail[] {
    return this.unclaimed.filter((m) => m.to.includes(to.toLowerCase()));
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private accept(mail: ReceivedMail): void {
    this.received.push(mail);
    const waiter = this.waiters.findIndex((w) => w.match(mail));
    if (waiter >= 0) this.waiters.splice(waiter, 1)[0]!.resolve(mail);
    else this.unclaimed.push(mail);
  }
}

/** Just enough MIME for our own messages: headers, multipart/alternative, quoted-printable and base64 parts. */
export function parseMessage(raw: string): Omit<ReceivedMail, 'to'> {
  const { headers, body } = splitPart(raw);
  const subject = decodeWords(headers['subject'] ?? '');
  const parts = leafParts(headers, body);
  const calendar = parts.find((p) => p.type === 'text/calendar');
  return {
    subject,
    text: parts.find((p) => p.type === 'text/plain')?.body ?? '',
    html: parts.find((p) => p.type === 'text/html')?.body ?? '',
    calendar: calendar?.body ?? '',
    calendarType: calendar?.contentType ?? '',
    partTypes: parts.map((p) => p.type),
    headers,
  };
}

function splitPart(raw: string): { headers: Record<string, string>; body: string } {
  const normalized = raw.replace(/\r\n/g, '\n');
  const end = normalized.indexOf('\n\n');
  const head = normalized.slice(0, end).replace(/\n[ \t]+/g, ' ');
  const headers: Record<string, string> = {};
  for (const line of head.split('\n')) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
  }
  return { headers, body: normalized.slice(end + 2) };
}

function leafParts(headers: Record<string, string>, body: string): { type: string; contentType: string; body: string }[] {
  const contentType = headers['content-type'] ?? 'text/plain';
  const boundary = /boundary="?([^";]+)"?/i.exec(contentType)?.[1];
  if (contentType.toLowerCase().startsWith('multipart/') && boundary) {
    return body
      .split(`--${boundary}`)
      .slice(1)
      .filter((p) => !p.startsWith('--'))
      .flatMap((p) => {
        const part = splitPart(p.replace(/^\n/, ''));
        return leafParts(part.headers, part.body);
      });
  }
  const encoding = (headers['content-transfer-encoding'] ?? '7bit').toLowerCase();
  return [{ type: contentType.split(';')[0]!.trim().toLowerCase(), contentType, body: decodeBody(body, encoding) }];
}

function decodeBody(body: string, encoding: string): string {
  if (encoding === 'base64') return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (encoding === 'quoted-printable') {
    const bytes = body.replace(/=\n/g, '').replace(/=([0-9A-F]{2})/gi, (_m, hex: string) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

function decodeWords(value: string): string {
  return value.replace(/=\?utf-8\?([bq])\?([^?]*)\?=/gi, (_m, kind: string, text: string) =>
    kind.toLowerCase() === 'b' ? Buffer.from(text, 'base64').toString('utf8') : decodeBody(text.replace(/_/g, ' '), 'quoted-printable'),
  );
}

/** The /auth/confirm link in an auth email. */
export function linkIn(mail: ReceivedMail): URL {
  const match = /https?:\/\/\S+\/auth\/confirm\?\S+/.exec(mail.text);
  if (!match) throw new Error(`no confirmation link in: ${mail.subject}`);
  return new URL(match[0]);
}

/** The 6-digit code in an auth email. */
export function codeIn(mail: ReceivedMail): string {
  const match = /code: (\d{6})/.exec(mail.text);
  if (!match) throw new Error(`no code in: ${mail.subject}`);
  return match[1]!;
}
