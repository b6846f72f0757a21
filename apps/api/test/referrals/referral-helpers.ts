import type { ReceivedMail } from '../support/smtp-sink';

export interface Json {
  status: number;
  body: Record<string, unknown>;
  headers: Headers;
}

export async function call(
  baseUrl: string,
  method: string,
  path: string,
  options: { body?: unknown; bearer?: string; headers?: Record<string, string> } = {},
): Promise<Json> {
  const res = await fetch(`${baseUrl}${path}`, {
    method,
    redirect: 'manual',
    headers: {
      ...(options.body !== undefined && { 'content-type': 'application/json' }),
      ...(options.bearer && { authorization: `Bearer ${options.bearer}` }),
      ...options.headers,
    },
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  const text = await res.text();
  let body: Record<string, unknown> = {};
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  } catch {
    body = { html: text };
  }
  return { status: res.status, body, headers: res.headers };
}

export const friend = (friendEmail: string, extra: Record<string, unknown> = {}) => ({
  referrerName: 'Rita Referrer',
  referrerEmail: 'ignored.when.signed.in@example.com',
  friendName: 'Fred Friend',
  friendEmail,
  friendPhone: '(313) 555-0142',
  ...extra,
});

/** The claim token from the referrer's confirmation email. */
export function claimTokenIn(mail: ReceivedMail): string {
  const match = /\/dashboard\?claim=([A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no claim link in: ${mail.subject}`);
  return match[1]!;
}

/** The refusal URL from an invitation's text. */
export function refusalUrlIn(mail: ReceivedMail): string {
  const match = /(https?:\/\/\S+\/api\/referrals\/refusals\/[A-Za-z0-9_-]+)/.exec(mail.text);
  if (!match) throw new Error(`no refusal link in: ${mail.subject}`);
  return match[1]!;
}
