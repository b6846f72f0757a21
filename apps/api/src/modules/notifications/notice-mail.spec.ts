import { digestMail, mailboxFor, noticeMail } from './notice-mail';

const notice = {
  kind: 'tax_intake_received' as const,
  reference: 'HT-7K3Q-9M2D',
  office: 'ypsilanti',
  occurredAt: new Date('2026-12-01T15:00:00Z'),
  adminPath: '/admin/tax-intakes/6f1c2b1e-0000-4000-8000-000000000003',
  client: { name: 'Dana Client', email: 'dana@example.com' },
  details: [['Contact by', 'text, evening']] as Array<[string, string]>,
};

describe('staff notices', () => {
  it('routes by office; remote to the main office; none to the firm; an explicit address wins', () => {
    expect(mailboxFor({ office: 'ypsilanti' })).toBe('ypsilanti@hurontax.example');
    expect(mailboxFor({ office: 'remote' })).toBe('dearborn@hurontax.example');
    expect(mailboxFor({ office: null })).toBe('info@hurontax.example');
    expect(mailboxFor({ office: null, address: 'careers@hurontax.example' })).toBe('careers@hurontax.example');
  });

  it('names kind, reference, Detroit time and the /admin link, answers the client, and keeps the client out of the subject', () => {
    const mail = noticeMail(notice, 'ypsilanti@hurontax.example', 'https://hurontax.example');
    expect(mail.subject).toBe('New tax intake HT-7K3Q-9M2D');
    expect(mail.replyTo).toBe('dana@example.com');
    expect(mail.text).toContain('When: Dec 1, 2026, 10:00 AM EST');
    expect(mail.text).toContain('https://hurontax.example/admin/tax-intakes/6f1c2b1e-0000-4000-8000-000000000003');
    expect(mail.text).toContain('Office: Ypsilanti');
    expect(mail.html).toContain('Dana Client &lt;dana@example.com&gt;');
  });

  it('a digest lists references and links only', () => {
    const mail = digestMail('tax_intake_received', 'staff@example.com', [notice, { ...notice, reference: 'HT-2222-3333' }], 'https://hurontax.example');
    expect(mail.subject).toBe('Daily digest: New tax intake (2)');
    expect(mail.text).toContain('HT-2222-3333');
    expect(mail.text).not.toContain('Dana');
    expect(mail.replyTo).toBeUndefined();
  });
});
