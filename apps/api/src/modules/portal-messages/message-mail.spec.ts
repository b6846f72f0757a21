import { newMessageToClient, newMessageToOffice, officeAddressFor } from './message-mail';

describe('portal message mails', () => {
  it('tell the client only that a message waits, with the link', () => {
    const mail = newMessageToClient('dana@example.com', 'https://hurontax.example/portal');
    expect(mail).toMatchObject({ to: 'dana@example.com', subject: 'You have a new message' });
    expect(mail.text).toContain('https://hurontax.example/portal');
    expect(mail.html).toContain('href="https://hurontax.example/portal"');
  });

  it('tell the office where the thread is, with the link escaped in HTML', () => {
    const mail = newMessageToOffice('ypsilanti@hurontax.example', 'https://hurontax.example/admin/engagements/1?a=1&b="2"');
    expect(mail.subject).toBe('New client message in the portal');
    expect(mail.html).toContain('href="https://hurontax.example/admin/engagements/1?a=1&amp;b=&quot;2&quot;"');
  });

  it('send an office with no address of its own (remote, none, unknown) to the main office', () => {
    const main = officeAddressFor('dearborn');
    expect(officeAddressFor('remote')).toBe(main);
    expect(officeAddressFor(null)).toBe(main);
    expect(officeAddressFor('atlantis')).toBe(main);
    expect(officeAddressFor('ann-arbor')).not.toBe(main);
  });
});
