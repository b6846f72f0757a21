import { useEffect, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { mainNavigation, site, telHref } from '@huron/shared/content';
import { ButtonLink, Icon } from '@huron/web/ui';
import { Logo } from './logo';
import { AccountLink } from './account-link';
import { ThemePicker } from './theme-picker';

function NavLinks() {
  return (
    <ul className="nav-list">
      {mainNavigation.map((item) => (
        <li key={item.path}>
          <NavLink to={item.path}>{item.label}</NavLink>
        </li>
      ))}
    </ul>
  );
}

function PhoneLink() {
  return (
    <a className="phone-link" href={telHref(site.supportPhone)}>
      <Icon name="phone" size={18} />
      <span>{site.supportPhone}</span>
    </a>
  );
}

export function SiteHeader() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  useEffect(() => setOpen(false), [pathname]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  return (
    <header className="site-header">
      <div className="container">
        <div className="site-header__bar">
          <Logo />
          <nav aria-label="Main">
            <NavLinks />
          </nav>
          <div className="header-actions">
            <PhoneLink />
            <ButtonLink to="/submit-info" variant="secondary">
              Get Started
            </ButtonLink>
            <ButtonLink to="/schedule">Schedule</ButtonLink>
            <AccountLink />
            <ThemePicker />
            <button
              type="button"
              className="icon-button menu-toggle"
              aria-expanded={open}
              aria-controls="mobile-menu"
              aria-label={open ? 'Close menu' : 'Open menu'}
              onClick={() => setOpen((v) => !v)}
            >
              <Icon name={open ? 'close' : 'menu'} />
            </button>
          </div>
        </div>
        <div id="mobile-menu" className="mobile-menu" data-open={open} hidden={!open}>
          <nav aria-label="Mobile">
            <NavLinks />
          </nav>
          <PhoneLink />
          <div className="cluster">
            <ButtonLink to="/submit-info" variant="secondary">
              Get Started
            </ButtonLink>
            <ButtonLink to="/schedule">Schedule</ButtonLink>
          </div>
        </div>
      </div>
    </header>
  );
}
