import { home, irsResolution, offices, servicePages, site, telHref } from '@huron/shared/content';
import { ButtonLink, Card, Icon, type IconName, Image, illustrations, PageMeta, Section } from '@huron/web/ui';
import { CallToAction, firmJsonLd } from '@huron/web/ui/page-parts';
import { Link } from 'react-router';

const serviceCards: Array<{ title: string; text: string; path: string; icon: IconName }> = [
  ...servicePages.map((page) => ({
    title: page.title,
    text: page.intro,
    path: `/${page.slug}`,
    icon: ({ 'individual-tax-services': 'user', 'business-tax-services': 'briefcase', advisory: 'chart' } as const)[page.slug],
  })),
  { title: irsResolution.title, text: irsResolution.intro, path: '/individual-tax-services#irs-problem-resolution', icon: 'shield' },
];

function firstSentence(text: string): string {
  const match = text.match(/^.+?[.!?](\s|$)/);
  return (match ? match[0] : text).trim();
}

export function HomePage() {
  return (
    <>
      <PageMeta
        title={`${site.brand} | Tax Preparation in Dearborn, Ypsilanti & Ann Arbor`}
        description="Michigan tax preparation since 2001: individual and business returns, advisory and IRS problem resolution. Offices in Dearborn and Ypsilanti, or file remotely."
        path="/"
        jsonLd={[firmJsonLd()]}
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          {/* Small (2 kB), eager and high priority; first, so a phone floats it small beside the title (wide screens: the right column). */}
          <Image className="hero__art" src={illustrations.hero.src} alt="" width={illustrations.hero.width} height={illustrations.hero.height} loading="eager" fetchPriority="high" />
          <div className="hero__text">
            <p className="eyebrow">Since {site.established} · Dearborn · Ypsilanti · Ann Arbor</p>
            <h1 id="hero-title">{home.hero.heading}</h1>
            <p className="lead">{home.hero.subheading}</p>
            <div className="cluster hero__actions">
              <ButtonLink to="/submit-info" icon="upload">
                Get Started
              </ButtonLink>
              <ButtonLink to="/schedule" variant="secondary" icon="calendar">
                Schedule an Appointment
              </ButtonLink>
              <ButtonLink to={telHref(site.supportPhone)} variant="ghost" icon="phone">
                Call {site.supportPhone}
              </ButtonLink>
            </div>
            <ul className="stats" aria-label="Why clients choose us">
              {home.stats.map((stat) => (
                <li key={stat.label}>
                  <strong>{stat.value}</strong>
                  <span>{stat.label}</span>
                </li>
              ))}
            </ul>
          </div>
        </div>
      </section>

      <Section labelledBy="services-title">
        <div className="section__intro">
          <p className="eyebrow">What we do</p>
          <h2 id="services-title">Services for individuals and businesses</h2>
        </div>
        <ul className="grid grid--4 plain">
          {serviceCards.map((card) => (
            <Card as="li" key={card.title}>
              <span className="card__icon">
                <Icon name={card.icon} />
              </span>
              <h3>{card.title}</h3>
              <p className="muted">{firstSentence(card.text)}</p>
              <Link className="card__link" to={card.path}>
                Learn more<span className="visually-hidden"> about {card.title}</span>
                <Icon name="arrowRight" size={16} />
              </Link>
            </Card>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="how-title">
        <div className="section__intro">
          <p className="eyebrow">How it works</p>
          <h2 id="how-title">Four steps from documents to refund</h2>
        </div>
        <ol className="steps grid grid--4">
          {home.howItWorks.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p className="muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>

      <Section labelledBy="locations-title">
        <div className="section__intro">
          <p className="eyebrow">Locations</p>
          <h2 id="locations-title">Visit us or file from home</h2>
        </div>
        <ul className="grid grid--3 plain">
          {offices.map((office) => (
            <Card as="li" key={office.slug}>
              <h3>
                <Link to={office.path}>{office.name}</Link>
              </h3>
              <p className="muted">{office.subtitle}</p>
              <ul className="plain contact-lines">
                <li>
                  <Icon name="pin" size={18} />
                  {office.address ? `${office.address.street}, ${office.address.city}, MI ${office.address.postalCode}` : 'By appointment and remote'}
                </li>
                <li>
                  <Icon name="phone" size={18} />
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </li>
                <li>
                  <Icon name="clock" size={18} />
                  {office.hours.map((h) => h.label).join(', ')}
                </li>
              </ul>
            </Card>
          ))}
        </ul>
      </Section>

      <CallToAction
        id="closing-title"
        heading={home.closing.heading}
        actions={
          <>
            <ButtonLink to="/submit-info">Get Started</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Contact Us
            </ButtonLink>
          </>
        }
      >
        {home.closing.text}
      </CallToAction>
    </>
  );
}
