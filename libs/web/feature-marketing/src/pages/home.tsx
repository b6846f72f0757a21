import { formatWeekHours, m } from '@huron/shared/i18n';
import { home, irsResolution, servicePages, site, telHref } from '@huron/shared/content';
import { ButtonLink, Card, Icon, type IconName, Image, illustrations, PageMeta, Section, useLiveOffices } from '@huron/web/ui';
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
  const offices = useLiveOffices();
  return (
    <>
      <PageMeta
        title={m.home_meta_title({ brand: site.brand })}
        description={m.home_michigan_tax_preparation_since_2001()}
        path="/"
        jsonLd={[firmJsonLd(offices)]}
      />
      <section className="hero" aria-labelledby="hero-title">
        <div className="container hero__inner">
          {/* Small (2 kB), eager and high priority; first, so a phone floats it small beside the title (wide screens: the right column). */}
          <Image
            className="hero__art"
            src={illustrations.hero.src}
            alt=""
            width={illustrations.hero.width}
            height={illustrations.hero.height}
            loading="eager"
            fetchPriority="high"
          />
          <div className="hero__text">
            <p className="eyebrow">{m.home_eyebrow({ year: site.established })}</p>
            <h1 id="hero-title">{home.hero.heading}</h1>
            <p className="lead">{home.hero.subheading}</p>
            <div className="cluster hero__actions">
              <ButtonLink to="/submit-info" icon="upload">
                {m.home_get_started()}
              </ButtonLink>
              <ButtonLink to="/schedule" variant="secondary" icon="calendar">
                {m.home_schedule_an_appointment()}
              </ButtonLink>
              <ButtonLink to={telHref(site.supportPhone)} variant="ghost" icon="phone">
                {m.home_call({ phone: site.supportPhone })}
              </ButtonLink>
            </div>
            <ul className="stats" aria-label={m.home_why_clients_choose_us()}>
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
          <p className="eyebrow">{m.home_what_we_do()}</p>
          <h2 id="services-title">{m.home_services_for_individuals_and_businesses()}</h2>
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
                {m.home_learn_more()}
                <span className="visually-hidden"> {m.home_learn_more_about({ service: card.title })}</span>
                <Icon name="arrowRight" size={16} />
              </Link>
            </Card>
          ))}
        </ul>
      </Section>

      <Section tone="muted" labelledBy="how-title">
        <div className="section__intro">
          <p className="eyebrow">{m.home_how_it_works()}</p>
          <h2 id="how-title">{m.home_four_steps_from_documents_to()}</h2>
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
          <p className="eyebrow">{m.home_locations()}</p>
          <h2 id="locations-title">{m.home_visit_us_or_file_from()}</h2>
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
                  {office.address
                    ? m.home_street_address({ street: office.address.street, city: office.address.city, postalCode: office.address.postalCode })
                    : m.home_by_appointment()}
                </li>
                <li>
                  <Icon name="phone" size={18} />
                  <a href={telHref(office.phone)}>{office.phone}</a>
                </li>
                <li>
                  <Icon name="clock" size={18} />
                  {formatWeekHours(office.hours)}
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
            <ButtonLink to="/submit-info">{m.home_get_started()}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {m.home_contact_us()}
            </ButtonLink>
          </>
        }
      >
        {home.closing.text}
      </CallToAction>
    </>
  );
}
