import { documentReminderMail, documentRequestedMail, statusChangedMail } from './engagement-mail';

const PORTAL = 'https://www.hurontax.example/portal';

describe('engagement mails', () => {
  it.each([
    [documentRequestedMail, 'Your preparer asked for a document', 'engagements.document_requested'],
    [documentReminderMail, 'Reminder: your preparer asked for a document', 'engagements.document_reminder'],
    [statusChangedMail, "Your return's status changed", 'engagements.status_changed'],
  ])('%#: says only that something waits, with the link to the portal (text and HTML)', (make, subject, kind) => {
    const mail = make('client@example.com', PORTAL);
    expect(mail).toMatchObject({ to: 'client@example.com', subject, kind });
    expect(mail.text).toContain(`Open your client portal: ${PORTAL}`);
    expect(mail.html).toContain(`<a href="${PORTAL}">Open your client portal</a>`);
    // No tax data: no amounts, forms, statuses or authorities.
    expect(`${mail.subject}\n${mail.text}\n${mail.html}`).not.toMatch(/\$|\d{4}|W-2|1099|1040|IRS|Michigan|efiled|accepted|rejected/i);
  });

  it('escapes the link in HTML', () => {
    const mail = documentRequestedMail('client@example.com', 'https://site.example/portal?a="<b>');
    expect(mail.html).toContain('href="https://site.example/portal?a=&quot;&lt;b&gt;"');
  });
});
