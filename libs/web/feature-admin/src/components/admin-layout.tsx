import { m } from '@huron/shared/i18n';
import { PageMeta } from '@huron/web/ui';
import { useState, type ReactNode } from 'react';
import { useSignedInProfile } from '../api/get-my-profile';
import { AdminSidebar } from '../shell/sidebar';
import { StaffHeader } from '../shell/staff-header';
import { AdminGate, STAFF_ROLE } from './admin-gate';

/**
 * Every back-office page: the staff shell (compact header, sidebar of work queues, no public header or footer: the
 * root layout leaves /admin to this), noindex metadata, the title, and the content behind the staff gate. The header's
 * search, the menu and the sidebar appear once the gate found a staff member (never in the prerendered HTML).
 */
export function AdminLayout({ title, path, children }: { title: string; path: string; children: ReactNode }) {
  const profile = useSignedInProfile();
  const staff = profile?.roles.includes(STAFF_ROLE) ?? false;
  const [menuOpen, setMenuOpen] = useState(false);
  return (
    <div className="admin-app">
      <PageMeta title={title} description={m.admin_meta_description()} path={path} noindex />
      <StaffHeader email={staff && profile ? profile.email : null} menuOpen={menuOpen} onMenu={() => setMenuOpen((open) => !open)} />
      <div className="admin-app__body">
        {staff && <AdminSidebar open={menuOpen} onNavigate={() => setMenuOpen(false)} />}
        <main id="main" tabIndex={-1} className="admin-app__main">
          <h1>{title}</h1>
          <AdminGate>{children}</AdminGate>
        </main>
      </div>
    </div>
  );
}
