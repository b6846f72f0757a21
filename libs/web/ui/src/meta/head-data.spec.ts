import { renderHeadTags, toHeadData, withBrand } from './head-data';

describe('page metadata', () => {
  it('adds the brand suffix unless the title already names the brand', () => {
    expect(withBrand('Dearborn Office')).toBe('Dearborn Office | Huron Tax & Accounting');
    expect(withBrand('Huron Tax & Accounting | Michigan Tax Preparation')).toBe('Huron Tax & Accounting | Michigan Tax Preparation');
  });

  it('builds an absolute canonical URL without a trailing slash except for the home page', () => {
    expect(toHeadData({ title: 'x', description: 'y', path: '/dearborn' }).canonical).toBe('https://www.hurontax.example/dearborn');
    expect(toHeadData({ title: 'x', description: 'y', path: '/' }).canonical).toBe('https://www.hurontax.example/');
  });

  it('renders title, description, canonical, Open Graph and Twitter tags, escaped', () => {
    const html = renderHeadTags(toHeadData({ title: 'Fees & "Pricing"', description: 'a <b> c', path: '/fees' }));
    expect(html).toContain('<title>Fees &amp; "Pricing" | Huron Tax &amp; Accounting</title>');
    expect(html).toContain('<meta name="description" content="a &lt;b&gt; c" data-head>');
    expect(html).toContain('<link rel="canonical" href="https://www.hurontax.example/fees" data-head>');
    expect(html).toContain('property="og:title" content="Fees &amp; &quot;Pricing&quot; | Huron Tax &amp; Accounting"');
    expect(html).toContain('name="twitter:card" content="summary_large_image"');
    expect(html).not.toContain('robots');
  });

  it('gives every page a 1200x630 link-preview picture of its type, as an absolute URL', () => {
    const page = renderHeadTags(toHeadData({ title: 't', description: 'd', path: '/x' }));
    expect(page).toContain('property="og:image" content="https://www.hurontax.example/images/og/default.png"');
    expect(page).toContain('property="og:image:width" content="1200"');
    expect(page).toContain('property="og:image:height" content="630"');
    expect(page).toContain('name="twitter:image" content="https://www.hurontax.example/images/og/default.png"');
    const office = renderHeadTags(toHeadData({ title: 't', description: 'd', path: '/dearborn', image: 'office' }));
    expect(office).toContain('property="og:image" content="https://www.hurontax.example/images/og/office.png"');
  });

  it('marks noindex pages and keeps JSON-LD from closing its script element', () => {
    const html = renderHeadTags(
      toHeadData({ title: 't', description: 'd', path: '/x', noindex: true, jsonLd: [{ name: '</script><script>alert(1)</script>' }] }),
    );
    expect(html).toContain('<meta name="robots" content="noindex" data-head>');
    expect(html).not.toContain('</script><script>');
    const json = html.match(/<script type="application\/ld\+json" data-head>(.*)<\/script>/)?.[1];
    expect(JSON.parse(json!)).toEqual({ name: '</script><script>alert(1)</script>' });
  });
});

describe('languages in the head', () => {
  it('lists the page in each language and x-default (English) with absolute URLs, and none on a noindex page', () => {
    const html = renderHeadTags(toHeadData({ title: 't', description: 'd', path: '/contact' }));
    expect(html).toContain('<link rel="alternate" hreflang="en" href="https://www.hurontax.example/contact" data-head>');
    expect(html).toContain('<link rel="alternate" hreflang="es" href="https://www.hurontax.example/es/contact" data-head>');
    expect(html).toContain('<link rel="alternate" hreflang="ar" href="https://www.hurontax.example/ar/contact" data-head>');
    expect(html).toContain('<link rel="alternate" hreflang="x-default" href="https://www.hurontax.example/contact" data-head>');
    expect(toHeadData({ title: 't', description: 'd', path: '/', noindex: true }).alternates).toEqual([]);
  });

  it('adds the page language to the creative works of its JSON-LD', () => {
    const head = toHeadData({ title: 't', description: 'd', path: '/x', jsonLd: [{ '@type': 'Article' }, { '@type': 'AccountingService' }] });
    expect(head.jsonLd).toEqual([{ '@type': 'Article', inLanguage: 'en' }, { '@type': 'AccountingService' }]);
  });
});
