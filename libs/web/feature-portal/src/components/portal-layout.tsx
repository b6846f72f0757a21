import { m } from '@huron/shared/i18n';
import { RequireSession } from '@huron/web/data-access';
import { PageMeta } from '@huron/web/ui';
import type { Session } from '@supabase/auth-js';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';

/** The portal's two places, as tabs of links (each a page of its own). */
function PortalNav() {
  return (
    <nav aria-label={m.portal_nav_label()}>
      <ul className="portal-nav">
        <li>
          <NavLink to="/portal" end>
            {m.portal_home_title()}
          </NavLink>
        </li>
        <li>
          <NavLink to="/portal/returns">{m.portal_returns_title()}</NavLink>
        </li>
      </ul>
    </nav>
  );
}

/**
 * Every portal page: noindex metadata, the title, the portal's menu and the session check (a signed-out visitor goes
 * to /login and comes back here after signing in).
 */
export function PortalLayout({ title, path, children }: { title: string; path: string; children: (session: Session) => ReactNode }) {
  return (
    <div className="account-page">
      <PageMeta title={title} description={m.portal_meta_description()} path={path} noindex />
      <div className="container">
        <h1>{title}</h1>
        <PortalNav />
        <RequireSession>{(session) => children(session)}</RequireSession>
      </div>
    </div>
  );
}

/** 'Loading...' while a list is read, announced politely. */
export function Loading({ text }: { text: string }) {
  return (
    <p className="account-loading" role="status">
      {text}
    </p>
  );
}

/** A read that failed: what happened and a way to try again. */
export function LoadFailed({ retry }: { retry: () => void }) {
  return (
    <div className="alert alert--error" role="alert">
      <p>{m.portal_load_failed()}</p>
      <button type="button" className="button button--secondary" onClick={retry}>
        {m.portal_retry()}
      </button>
    </div>
  );
}
