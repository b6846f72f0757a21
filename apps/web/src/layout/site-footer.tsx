import { RichText, slot, useFirmHours } from '@huron/web/ui';
import { formatWeekHours, m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { offices, site, telHref } from '@huron/shared/content';
import { useAuth } from '@huron/web/data-access';
import { FooterLanguages } from './language-switcher';

const serviceLinks = [
  { label: m.site_footer_individual_tax_services(), path: '/individual-tax-services' },
  { label: m.site_footer_business_tax_services(), path: '/business-tax-services' },
  { label: m.site_footer_advisory_services(), path: '/advisory' },
  { label: m.site_footer_irs_problem_resolution(), path: '/individual-tax-services#irs-problem-resolution' },
  { label: m.site_footer_tax_school(), path: '/tax-school' },
];

const linkRow = [
  { label: m.site_footer_resources(), path: '/resources' },
  { label: m.site_footer_knowledge_base(), path: '/knowledge-base' },
  { label: m.site_footer_careers(), path: '/careers' },
  { label: m.site_footer_refer_a_friend(), path: '/send-a-friend' },
  { label: m.site_footer_group_discount(), path: '/groupdiscount' },
  { label: m.site_footer_make_a_payment(), path: '/payment' },
  { label: m.site_footer_terms_of_service(), path: '/terms' },
  { label: m.site_footer_privacy_policy(), path: '/privacy' },
];

/** 'Sign In', or 'Dashboard' once the session check finds a signed-in person (as the header's account button). */
function AccountItem() {
  const { loading, session } = useAuth();
  const signedIn = !loading && session !== null;
  return <Link to={signedIn ? '/dashboard' : '/login'}>{signedIn ? m.site_footer_dashboard() : m.site_footer_sign_in()}</Link>;
}

/**
 * 'Back office' for staff only (the role the auth service put in the session's app_metadata; the API checks it
 * again on every call). Nobody else, and no prerendered page, ever shows a link to /admin.
 */
function StaffItem() {
  const { loading, session } = useAuth();
  const roles = session?.user.app_metadata['roles'];
  if (loading || !Array.isArray(roles) || !roles.includes('staff')) return null;
  return (
    <li>
      <Link to="/admin">{m.site_footer_back_office()}</Link>
    </li>
  );
}

export function SiteFooter() {
  const hours = useFirmHours();
  return (
    <footer className="site-footer">
      <div className="container">
        <div className="site-footer__grid">
          <div>
            <h2>{site.brand}</h2>
            <p>{site.description}</p>
            <p>{m.site_footer_claims({ year: site.established, returns: site.claims.returnsFiled, rating: site.claims.rating })}</p>
          </div>
          <nav aria-label={m.site_footer_services()}>
            <h2>{m.site_footer_services()}</h2>
            <ul className="plain">
              {serviceLinks.map((l) => (
                <li key={l.path}>
                  <Link to={l.path}>{l.label}</Link>
                </li>
              ))}
            </ul>
          </nav>
          <div>
            <h2>{m.site_footer_contact()}</h2>
            <ul className="plain">
              <li>
                <RichText
                  text={m.site_footer_support({ phone: slot('phone') })}
                  slots={{ phone: <a href={telHref(site.supportPhone)}>{site.supportPhone}</a> }}
                />
              </li>
              <li>
                <a href={`mailto:${site.emails.support}`}>{site.emails.support}</a>
              </li>
              <li>{formatWeekHours(hours)}</li>
            </ul>
          </div>
          <div>
            <h2>{m.site_footer_offices()}</h2>
            <ul className="plain">
              {offices.map((office) => (
                <li key={office.slug}>
                  <Link to={office.path}>{office.name}</Link>
                  {office.address ? `: ${office.address.street}, ${office.address.postalCode}` : `: ${office.subtitle.toLowerCase()}`}
                  <br />
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </li>
              ))}
            </ul>
          </div>
        </div>
        <nav aria-label={m.site_footer_site()}>
          <ul className="site-footer__links">
            {linkRow.map((l) => (
              <li key={l.path}>
                <Link to={l.path}>{l.label}</Link>
              </li>
            ))}
            <li>
              <AccountItem />
            </li>
            <StaffItem />
          </ul>
        </nav>
        <FooterLanguages />
        <p className="site-footer__bottom" suppressHydrationWarning>
          {m.site_footer_copyright({ year: new Date().getFullYear(), brand: site.brand })}
        </p>
      </div>
    </footer>
  );
}
