import { inBrandedLayout } from './mail-layout';

const message = {
  kind: 'test.kind',
  to: 'p@example.com',
  subject: 'Hello <you>',
  text: 'First line.\n\nSecond line.',
  html: '<p>First line.</p><p><a href="https://x.example/a?b=1&amp;c=2">Open</a></p>',
};

describe('the branded mail layout', () => {
  const branded = inBrandedLayout(message);

  it('wraps the HTML part in one table layout with the wordmark, the address and the office phone', () => {
    expect(branded.html).toMatch(/^<!DOCTYPE html>/);
    expect(branded.html).toContain('Huron Tax &amp; Accounting</td>');
    expect(branded.html).toContain('23814 Michigan Ave, Dearborn, MI 48124');
    expect(branded.html).toContain('(313) 555-0142');
    expect(branded.html).toContain('<title>Hello &lt;you&gt;</title>');
  });

  it('styles with inline styles and a sans-serif stack only: no <style> block, no serif default, no remote image', () => {
    expect(branded.html).not.toMatch(/<style|<link|<img|url\(/i);
    expect(branded.html).toContain("font-family:-apple-system, BlinkMacSystemFont, 'Segoe UI', Roboto, Helvetica, Arial, sans-serif");
    expect(branded.html).toContain('<p style="margin:0 0 16px 0;">First line.</p>');
    expect(branded.html).toMatch(/<a style="color:#0f766e;[^"]*" href="https:\/\/x.example\/a\?b=1&amp;c=2">Open<\/a>/);
  });

  it('keeps the plain-text part and gives it the same footer', () => {
    expect(branded.text).toBe(
      'First line.\n\nSecond line.\n\n--\nHuron Tax & Accounting, 23814 Michigan Ave, Dearborn, MI 48124\nDearborn office: (313) 555-0142 · Questions: (800) 555-0100\nwww.hurontax.example\n',
    );
  });

  it('builds the HTML part from the text, escaped, when a template has none', () => {
    const html = inBrandedLayout({ ...message, html: undefined, text: 'A <b>\nB\n\nC' }).html!;
    expect(html).toContain('<p style="margin:0 0 16px 0;">A &lt;b&gt;<br>B</p><p style="margin:0 0 16px 0;">C</p>');
  });
});
