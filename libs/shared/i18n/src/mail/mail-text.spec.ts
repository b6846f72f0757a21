import { isolateFor, mailHtml, mailPath } from './mail-text';

describe('mail text helpers', () => {
  it('isolates left-to-right values only in Arabic, and turns the isolates into <bdi dir="ltr"> in HTML', () => {
    expect(isolateFor('en')('HT-7K3Q-9M2D')).toBe('HT-7K3Q-9M2D');
    expect(isolateFor('es')('HT-7K3Q-9M2D')).toBe('HT-7K3Q-9M2D');
    const arabic = `<p>رقمك المرجعي هو ${isolateFor('ar')('HT-7K3Q-9M2D')}</p>`;
    expect(mailHtml(arabic, 'ar')).toBe('<div dir="rtl" lang="ar"><p>رقمك المرجعي هو <bdi dir="ltr">HT-7K3Q-9M2D</bdi></p></div>');
    expect(mailHtml('<p>Hola</p>', 'es')).toBe('<p>Hola</p>');
  });

  it("links to the page in the reader's language", () => {
    expect(mailPath('/portal', 'en')).toBe('/portal');
    expect(mailPath('/portal', 'es')).toBe('/es/portal');
    expect(mailPath('/schedule/manage', 'ar')).toBe('/ar/schedule/manage');
  });
});
