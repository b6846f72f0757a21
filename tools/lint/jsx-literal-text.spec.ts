import { literalTextIn } from './jsx-literal-text';

const found = (source: string) => literalTextIn(source).map((hit) => `${hit.line} ${hit.where}: ${hit.text}`);

describe('literalTextIn', () => {
  it('finds words between tags, in text-bearing attributes and in strings a child expression chooses', () => {
    const source = [
      'const a = <p className="lead">Page not found</p>;',
      'const b = <button aria-label="Close menu" title={`Remove ${name}`}>x</button>;',
      "const c = <span>{busy ? 'Signing out...' : m.sign_out()}</span>;",
      'const d = <FormSubmit label="Send" busyLabel={m.sending()} />;',
      'const e = <p>Signed in as <strong>{name}</strong></p>;',
    ].join('\n');
    expect(found(source)).toEqual([
      '1 text: Page not found',
      '2 aria-label: Close menu',
      '2 title: Remove …',
      '3 text: Signing out...',
      '4 label: Send',
      '5 text: Signed in as',
    ]);
  });

  it('accepts catalogue calls, symbols, ids, paths, class names and strings passed to functions', () => {
    const source = [
      'const a = <p className="muted" id="intro-title">{m.page_title()}</p>;',
      'const b = <span aria-hidden="true"> · </span>;',
      'const c = <Link to="/dashboard" aria-labelledby="x-title">{m.dashboard()}</Link>;',
      'const d = <p>{m.copyright({ year: 2026 })} | {formatMoney(100)}</p>;',
      'const e = <PageMeta title={m.meta_title()} path="/login" errorId="login-error" />;',
      "const f = <td>{value ?? '-'}</td>;",
    ].join('\n');
    expect(found(source)).toEqual([]);
  });
});
