import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { MailConfig } from '../config/app-config';
import type { MailMessage } from './mail-message';

export interface MailTransport {
  readonly name: 'smtp' | 'file';
  /** Resolves with where the message went (a file name for the file transport), never the recipient. */
  send(message: MailMessage, id: string): Promise<string | undefined>;
  close(): void;
}

/** SMTP when SMTP_URL is configured; otherwise .eml files under VAR_DIR/mail that the operator can open. */
export function createMailTransport(config: MailConfig, varDir: string): MailTransport {
  const envelope = (message: MailMessage) => ({
    from: config.from,
    to: message.to,
    replyTo: message.replyTo,
    subject: message.subject,
    text: message.text,
    html: message.html,
    icalEvent: message.calendar && { method: message.calendar.method, content: message.calendar.content, filename: 'invite.ics' },
    headers: message.headers,
  });
  if (config.smtpUrl) {
    const url = new URL(config.smtpUrl);
    if (!url.searchParams.has('pool')) url.searchParams.set('pool', 'true'); // reuse connections between messages
    for (const [name, ms] of [
      ['connectionTimeout', 10_000],
      ['greetingTimeout', 10_000],
      ['socketTimeout', 30_000],
    ] as const) {
      if (!url.searchParams.has(name)) url.searchParams.set(name, String(ms));
    }
    const smtp = nodemailer.createTransport(url.href);
    return {
      name: 'smtp',
      async send(message) {
        await smtp.sendMail(envelope(message));
        return undefined;
      },
      close: () => smtp.close(),
    };
  }
  const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = join(varDir, 'mail');
  return {
    name: 'file',
    async send(message, id) {
      const info = await writer.sendMail(envelope(message));
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const file = `${new Date().toISOString().replace(/[:.]/g, '-')}-${id}-${message.kind.replace(/[^a-z0-9.-]/gi, '_')}.eml`;
      await writeFile(join(dir, file), info.message as Buffer, { mode: 0o600 });
      return file;
    },
    close: () => writer.close(),
  };
}
