import { Outlet } from 'react-router';
import { site } from '@huron/shared/content';
import { ToastHost } from './toast-host';
import { ScrollToTop } from './scroll-to-top';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to main content
      </a>
      <ScrollToTop />
      <SiteHeader />
      <main id="main" tabIndex={-1}>
        <Outlet />
      </main>
      <p className="print-only print-firm">
        {site.brand} · {site.supportPhone} · {site.url.replace('https://', '')}
      </p>
      <SiteFooter />
      <ToastHost />
    </>
  );
}
