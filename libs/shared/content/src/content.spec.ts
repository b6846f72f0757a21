import { execFileSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { articleProblems, parseFrontmatter } from '../scripts/frontmatter';
import { articleSlugs } from './articles';
import { articleList } from './generated/article-list.generated';
import { articles } from './generated/all-articles.generated';
import { articleLoaders } from './generated/article-loaders.generated';
import { legalPages } from './generated/legal.generated';
import { site } from './site';

const contentRoot = join(__dirname, '..');
const generatedDir = join(__dirname, 'generated');

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(dir, entry.name)) : [relative(generatedDir, join(dir, entry.name))],
  );
}

describe('generated content', () => {
  it('is up to date with the Markdown sources (run `npm run content` after editing them)', () => {
    // The renderer uses the ESM-only `marked`, so it runs in its own Node process, as `npm run content` does.
    const output = execFileSync(process.execPath, ['--import', 'tsx', join(contentRoot, 'scripts/render-content.ts'), '--json'], {
      cwd: join(contentRoot, '../../..'),
      encoding: 'utf8',
      maxBuffer: 32 * 1024 * 1024,
    });
    const expected = JSON.parse(output) as Record<string, string>;
    expect(filesUnder(generatedDir).sort()).toEqual(Object.keys(expected).sort());
    for (const [path, contents] of Object.entries(expected)) {
      expect({ path, contents: readFileSync(join(generatedDir, path), 'utf8') }).toEqual({ path, contents });
    }
  }, 60_000);

  it('has every article of the spec, in order, with a body and a word count', () => {
    expect(articleList.map((a) => a.slug)).toEqual([...articleSlugs]);
    expect(articles.map((a) => a.slug)).toEqual([...articleSlugs]);
    expect(Object.keys(articleLoaders).sort()).toEqual([...articleSlugs].sort());
    for (const article of articles) {
      expect(article.words).toBeGreaterThan(500);
      expect(article.html).toMatch(/^<p>/);
      expect(article.html).not.toContain('<h1');
    }
    expect(JSON.stringify(articleList)).not.toContain('<p>');
  });

  it('gives every heading an id, external links rel="noopener" and keeps internal links relative', () => {
    for (const html of [...articles.map((a) => a.html), legalPages.terms.html, legalPages.privacy.html]) {
      const headings = [...html.matchAll(/<h([2-6])([^>]*)>/g)];
      expect(headings.length).toBeGreaterThan(2);
      for (const [, , attrs] of headings) expect(attrs).toMatch(/^ id="[a-z0-9-]+"$/);
      const ids = headings.map(([, , attrs]) => attrs);
      expect(new Set(ids).size).toBe(ids.length);
      for (const [tag] of html.matchAll(/<a [^>]*>/g)) {
        if (/href="https?:/.test(tag)) expect(tag).toContain('rel="noopener"');
        else expect(tag).toMatch(/href="\/[a-z0-9-/#]*"/);
        expect(tag).not.toContain(site.url);
      }
    }
  });

  it('renders the legal pages with their last-updated date taken out of the body', () => {
    for (const page of [legalPages.terms, legalPages.privacy]) {
      expect(page.lastUpdated).toBe('2023-03-15');
      expect(page.lastUpdatedLabel).toBe('March 15, 2023');
      expect(page.html).not.toContain('Last updated:');
      expect(page.headings.length).toBeGreaterThan(5);
    }
    expect(legalPages.terms.title).toBe('Terms of Service');
    expect(legalPages.privacy.title).toBe('Privacy Policy');
  });
});

describe('article sources', () => {
  const sourceDir = join(__dirname, 'articles');

  it('exist for exactly the spec slugs', () => {
    const slugs = readdirSync(sourceDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => f.replace(/\.md$/, ''));
    expect(slugs.sort()).toEqual([...articleSlugs].sort());
  });

  it.each([...articleSlugs])('%s has the required front matter and heading structure', (slug) => {
    const source = readFileSync(join(sourceDir, `${slug}.md`), 'utf8');
    expect(articleProblems(slug, parseFrontmatter(source, slug))).toEqual([]);
  });
});

describe('front matter rules', () => {
  const valid = [
    '---',
    'title: "A: title"',
    'description: One sentence.',
    'summary: Card text.',
    'category: Individuals',
    'published: 2026-01-05',
    'updated: 2026-02-01',
    '---',
    'Intro.',
    '',
    '## Section',
    '',
    '### Sub-section',
  ].join('\n');
  const problemsOf = (source: string) => articleProblems('sample', parseFrontmatter(source, 'sample.md'));

  it('accepts a complete article and unquotes values', () => {
    expect(problemsOf(valid)).toEqual([]);
    expect(parseFrontmatter(valid, 'x').fields['title']).toBe('A: title');
  });

  it('reports missing and unknown fields, long descriptions, bad dates and skipped heading levels', () => {
    expect(problemsOf(valid.replace('summary: Card text.\n', ''))).toEqual(['sample: missing "summary"']);
    expect(problemsOf(valid.replace('category:', 'categroy:'))).toEqual(['sample: missing "category"', 'sample: unknown field "categroy"']);
    expect(problemsOf(valid.replace('One sentence.', 'x'.repeat(161)))).toEqual(['sample: description is 161 characters, at most 160']);
    expect(problemsOf(valid.replace('2026-02-01', '2026-02-30'))).toEqual(['sample: "updated" must be a date like 2026-01-31']);
    expect(problemsOf(valid.replace('2026-02-01', '2025-12-31'))).toEqual(['sample: "updated" is before "published"']);
    expect(problemsOf(valid.replace('## Section', '# Section'))).toContain('sample: the page shows the title as its only H1; start headings at ##');
    expect(problemsOf(valid.replace('### Sub-section', '#### Sub-section'))).toEqual(['sample: heading level 4 follows level 2 (skips a level)']);
  });

  it('rejects a file without front matter', () => {
    expect(() => parseFrontmatter('## Just a body', 'bare.md')).toThrow('bare.md: missing front matter');
  });
});
