import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { site } from '@huron/shared/content';

export function Logo() {
  return (
    <Link to="/" className="logo" aria-label={m.logo_home({ brand: site.brand })}>
      <svg className="logo__mark" width="30" height="30" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M9 8v16M23 8v16M9 16h14" stroke="var(--bg)" strokeWidth="3.2" strokeLinecap="round" />
      </svg>
      <span>{site.brand}</span>
    </Link>
  );
}
