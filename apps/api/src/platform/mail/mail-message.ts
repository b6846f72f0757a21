import type { SiteLocale } from '@huron/shared/contracts';
/** One email to one recipient. `kind` names the template (e.g. 'auth.recovery') for logs; it is not personal. */
export interface MailMessage {
  kind: string;
  to: string;
  /** Where answers go (a staff notice answers the client); never shown in logs. */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** An iCalendar object: sent as a `text/calendar; method=...` alternative and as an invite.ics attachment. */
  calendar?: { method: 'REQUEST' | 'CANCEL'; content: string };
  /** Extra headers, e.g. List-Unsubscribe and List-Unsubscribe-Post (RFC 8058) on marketing mail. */
  headers?: Record<string, string>;
  /** The reader's language (issue 46): the layout's lang, direction and footer words follow it. English when absent. */
  locale?: SiteLocale;
}

export interface EnqueueOptions {
  /** Not queued before this time (a reminder): a one-off job of platform/jobs queues it then. Default now. */
  notBefore?: Date;
  /** Names a scheduled message so it can be replaced or cancelled (`MailService.cancelScheduled`); one pending per key. */
  key?: string;
}
