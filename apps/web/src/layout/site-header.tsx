import { m } from '@huron/shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { mainNavigation, site, telHref } from '@huron/shared/content';
import { ButtonLink, Icon } from '@huron/web/ui';
import { Logo } from './logo';
import { AccountLink } from './account-link';
import { HeaderLanguages } from './language-switcher';
import { ThemePicker } from './theme-picker';

/** The main navigation's words come from the catalogue, so a Spanish or Arabic page names its links in its language. */
const NAV_LABELS: Record<(typeof mainNavigation)[number]['path'], () => string> = {
  '/individual-tax-services': m.site_header_nav_individual,
  '/business-tax-services': m.site_header_nav_business,
  '/advisory': m.site_header_nav_advisory,
  '/resources': m.site_header_nav_resources,
  '/contact': m.site_header_nav_contact,
};

function NavLinks() {
  return (
    <ul className="nav-list">
      {mainNavigation.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path}>{NAV_LABELS[item.path]()}</NavLink>
        </li>
      ))}
    </ul>
  );
}

/** The number itself wherever it fits; a labelled "Call" button where it does not (the number stays its name). */
function PhoneLink() {
  return (
    <a className="phone-link" href={telHref(site.supportPhone)} aria-label={m.site_header_call_phone({ phone: site.supportPhone })}>
      <Icon name="phone" size={18} />
      <span className="phone-link__number">{site.supportPhone}</span>
      <span className="phone-link__short" aria-hidden="true">
        {m.site_header_call()}
      </span>
    </a>
  );
}

/**
 * Desktop (1280 px and up): every link in the bar. Tablets: the phone and Schedule stay, the rest goes behind the
 * menu button. Without JavaScript the menu's links are shown open under the bar (see shell.css, html:not([data-js])).
 */
export function SiteHeader() {
  const [open, setOpen] = useState(false);
  // A navigation (any, even to this page) closes the menu. Adjusted while rendering rather than in an effect: an effect
  // runs on mount too, and closed a menu opened between hydration's commit and its effects.
  const { key } = useLocation();
  const [shownFor, setShownFor] = useState(key);
  if (shownFor !== key) {
    setShownFor(key);
    setOpen(false);
  }
  const toggle = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggle.current?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container">
        <HeaderLanguages />
        <div className="site-header__bar">
          <Logo />
          <nav aria-label={m.site_header_main()}>
            <NavLinks />
          </nav>
          <div className="header-actions">
            <PhoneLink />
            <span className="header-actions__start">
              <ButtonLink to="/submit-info" variant="secondary">
                {m.site_header_get_started()}
              </ButtonLink>
            </span>
            <span className="header-actions__schedule">
              <ButtonLink to="/schedule">{m.site_header_schedule()}</ButtonLink>
            </span>
            <AccountLink />
            <ThemePicker />
            <button
              ref={toggle}
              type="button"
              className="icon-button menu-toggle"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? m.site_header_close_menu() : m.site_header_open_menu()}
              onClick={() => setOpen((v) => !v)}
            >
              <Icon name={open ? 'close' : 'menu'} />
            </button>
          </div>
        </div>
        <div id="mobile-menu" className="mobile-menu" data-open={open} hidden={!open}>
          <nav aria-label={m.site_header_mobile()}>
            <NavLinks />
          </nav>
          <PhoneLink />
          <div className="cluster">
            <ButtonLink to="/submit-info" variant="secondary">
              {m.site_header_get_started()}
            </ButtonLink>
            <ButtonLink to="/schedule">{m.site_header_schedule()}</ButtonLink>
          </div>
        </div>
      </div>
    </header>
  );
}
