import { m } from '@huron/shared/i18n';
import { PageMeta } from '@huron/web/ui';
import type { ReactNode } from 'react';
import { NavLink } from 'react-router';
import { kinds } from '../kinds';
import { useSignedInProfile } from '../api/get-my-profile';
import { useAdminStore } from '../state/admin-store';
import { AdminGate } from './admin-gate';

function AdminNav() {
  const filters = useAdminStore((state) => state.filters);
  const staff = useSignedInProfile();
  return (
    <nav className="admin-nav" aria-label={m.admin_nav_label()}>
      <ul>
        <li>
          <NavLink to="/admin" end>
            {m.admin_overview_title()}
          </NavLink>
        </li>
        {kinds.map((kind) => (
          <li key={kind.slug}>
            <NavLink to={`/admin/${kind.slug}${filters[kind.slug] ? `?${filters[kind.slug]}` : ''}`}>{kind.title()}</NavLink>
          </li>
        ))}
        <li>
          <NavLink to="/admin/closures">{m.admin_closures_title()}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/course-sessions">{m.admin_sessions_title()}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/hours">{m.admin_hours_title()}</NavLink>
        </li>
        <li>
          <NavLink to="/admin/job-postings">{m.admin_postings_title()}</NavLink>
        </li>
      </ul>
      {staff && <p className="admin-nav__who">{m.admin_signed_in_as({ email: staff.email })}</p>}
    </nav>
  );
}

/** Every back-office page: noindex metadata, the title, the staff gate, the menu beside the content. */
export function AdminLayout({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  return (
    <div className="account-page admin-page">
      <PageMeta title={title} description={m.admin_meta_description()} path={path} noindex />
      <div className="container">
        <h1>{title}</h1>
        <AdminGate>
          <div className="admin-shell">
            <AdminNav />
            <div className="admin-shell__main">{children}</div>
          </div>
        </AdminGate>
      </div>
    </div>
  );
}
