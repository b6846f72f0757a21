import { offices, site } from '@huron/shared/content';
import { officeReplyTo, replyMail } from './reply-mail';

describe('a staff reply to a client', () => {
  it('answers to the record’s office, the main office for remote or none', () => {
    expect(officeReplyTo('ypsilanti')).toBe(offices.find((o) => o.slug === 'ypsilanti')!.email);
    expect(officeReplyTo('remote')).toBe(offices[0]!.email);
    expect(officeReplyTo(null)).toBe(offices[0]!.email);
    expect(officeReplyTo('nowhere')).toBe(offices[0]!.email);
  });

  it('carries the staff text as typed, escaped in HTML, with paragraphs', () => {
    const mail = replyMail({ to: 'a@example.com', name: 'Ada', subject: 'Your return', body: 'Line <one>\nstill one\n\nTwo', replyTo: 'x@example.com' });
    expect(mail).toMatchObject({ kind: 'client-records.reply', to: 'a@example.com', replyTo: 'x@example.com', subject: 'Your return' });
    expect(mail.text).toContain('Dear Ada,\n\nLine <one>\nstill one\n\nTwo');
    expect(mail.html).toContain('<p>Line &lt;one&gt;<br>still one</p>\n<p>Two</p>');
    expect(mail.text).toContain(site.supportPhone);
  });
});
