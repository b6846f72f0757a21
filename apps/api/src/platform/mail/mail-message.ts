/** One email to one recipient. `kind` names the template (e.g. 'auth.recovery') for logs; it is not personal. */
export interface MailMessage {
  kind: string;
  to: string;
  subject: string;
  text: string;
  html?: string;
}
