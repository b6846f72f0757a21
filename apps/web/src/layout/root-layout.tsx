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

export function RootLayout() {
  const { pathname } = useLocation();
  return (
    <>
      <a className="skip-link" href="#main">
        {m.root_layout_skip_to_main_content()}
      </a>
      <ScrollToTop />
      <LanguageSuggestion />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <ReferralWelcomeHost />
        <PageErrorBoundary key={pathname}>
          <Outlet />
        </PageErrorBoundary>
      </main>
      <p className="print-only print-firm">
        {site.brand} · {site.supportPhone} · {site.url.replace('https://', '')}
      </p>
      <SiteFooter />
      <ToastHost />
    </>
  );
}
