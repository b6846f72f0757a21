import { startAuthTestApp, uniqueEmail, type AuthTestApp } from '../support/auth-test-app';
import type { ReceivedMail } from '../support/smtp-sink';

/** A non-ASCII subject arrives folded over lines (RFC 2047 encoded words); what a reader sees has single spaces. */
const oneLine = (subject: string) => subject.replace(/\s+/g, ' ');

/** The six-digit code, whatever the language says around it ("Or enter this code:", "O ingrese este código:"). */
function codeIn(mail: ReceivedMail): string {
  const code = /: (\d{6})$/m.exec(mail.text)?.[1];
  if (!code) throw new Error(`no code in ${mail.text}`);
  return code;
}

/** Auth mails (issue 46) are written in the account's language: its `locale` metadata, from the page it signed up on. */
describe('auth mails in the account language', () => {
  let t: AuthTestApp;
  beforeAll(async () => {
    t = await startAuthTestApp({ PUBLIC_URL: 'http://site.test', AUTH_EMAIL_CONFIRMATION_REQUIRED: 'true' });
  });
  afterAll(() => t.close());

  it('confirms a sign-up from /es/ in Spanish, then writes in the language chosen on /account', async () => {
    const email = uniqueEmail();
    const client = t.client();
    expect((await client.signUp({ email, password: 'correct horse battery', options: { data: { locale: 'es' } } })).error).toBeNull();
    const confirmation = await t.smtp.next(email);
    expect(oneLine(confirmation.subject)).toBe('Confirme su correo electrónico para Huron Tax & Accounting');
    expect(confirmation.text).toContain(`O ingrese este código: ${codeIn(confirmation)}`);

    const signedIn = t.client();
    expect((await signedIn.verifyOtp({ email, token: codeIn(confirmation), type: 'signup' })).error).toBeNull();
    expect((await signedIn.updateUser({ data: { locale: 'ar' } })).error).toBeNull();
    expect((await t.client().resetPasswordForEmail(email)).error).toBeNull();
    const recovery = await t.smtp.next(email, (mail) => mail.subject !== confirmation.subject);
    expect(oneLine(recovery.subject)).toBe('إعادة تعيين كلمة مرورك لدى Huron Tax & Accounting');
    expect(recovery.html).toMatch(/^<div dir="rtl" lang="ar">|<div dir="rtl" lang="ar">/);
    expect(recovery.html).toContain(`<bdi dir="ltr"><strong>${codeIn(recovery)}</strong></bdi>`);
  });

  it('writes in English for an account without a language, and ignores one the site does not have', async () => {
    const email = uniqueEmail();
    expect((await t.client().signUp({ email, password: 'correct horse battery', options: { data: { locale: 'fr' } } })).error).toBeNull();
    expect((await t.smtp.next(email)).subject).toBe('Confirm your email for Huron Tax & Accounting');
  });
});
