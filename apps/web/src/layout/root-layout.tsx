import { m } from '@huron/shared/i18n';
import { Outlet, useLocation } from 'react-router';
import { site } from '@huron/shared/content';
import { LanguageSuggestion } from './language-suggestion';
import { PageErrorBoundary } from './page-error-boundary';
import { ReferralWelcomeHost } from './referral-welcome-host';
import { ToastHost } from './toast-host';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

/** The back office (/admin and below) has its own shell (feature-admin's AdminLayout): no marketing header or footer. */
const isStaffShell = (pathname: string) => pathname === '/admin' || pathname.startsWith('/admin/');

export function RootLayout() {
  const { pathname } = useLocation();
  const publicShell = !isStaffShell(pathname);
  const page = (
    <PageErrorBoundary key={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
  return (
    <>
      <a className="skip-link" href="#main">
        {m.root_layout_skip_to_main_content()}
      </a>
      <ScrollToTop />
      {publicShell && <LanguageSuggestion />}
      {publicShell && <SiteHeader />}
      {publicShell ? (
        <main id="main" tabIndex={-1}>
          <ReferralWelcomeHost />
          {page}
        </main>
      ) : (
        page
      )}
      {publicShell && (
        <p className="print-only print-firm">
          {site.brand} · {site.supportPhone} · {site.url.replace('https://', '')}
        </p>
      )}
      {publicShell && <SiteFooter />}
      <ToastHost />
    </>
  );
}
