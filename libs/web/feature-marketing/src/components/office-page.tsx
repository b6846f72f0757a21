import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import type { Office } from '@huron/shared/content';
import { officeBySlug, telHref } from '@huron/shared/content';
import { ButtonLink, illustrations, PageHeader, PageMeta, Section, useLiveOffice } from '@huron/web/ui';
import { breadcrumbJsonLd, CallToAction, crumbs, officeStructuredData } from '@huron/web/ui/page-parts';
import { OfficeDetails } from './office-details';
import { UpcomingClosures } from './upcoming-closures';
import { fullAddress, OfficeMap } from './office-map';
import { officeServices } from './office-services';

export function officeFor(slug: Office['slug']): Office {
  const office = officeBySlug(slug);
  if (!office) throw new Error(`No office ${slug} in libs/shared/content`);
  return office;
}

/** Dearborn and Ypsilanti: address, phone, email, hours, map on request, the eight services, booking and contact. */
export function OfficePage({ office: built }: { office: Office }) {
  const office = useLiveOffice(built);
  const trail = crumbs({ label: `${office.name} Office`, path: office.path });
  return (
    <>
      <PageMeta
        title={m.office_page_meta_title({ office: office.name })}
        description={m.office_page_meta_description({ address: fullAddress(office) })}
        path={office.path}
        image="office"
        jsonLd={[officeStructuredData(office), breadcrumbJsonLd(trail)]}
      />
      <PageHeader
        title={m.office_page_title({ office: office.name })}
        eyebrow={office.subtitle}
        lead={office.summary}
        breadcrumbs={trail}
        illustration={illustrations.office}
      >
        <div className="cluster page-header__actions">
          <ButtonLink to="/schedule" icon="calendar">
            {m.office_page_book_an_appointment()}
          </ButtonLink>
          <ButtonLink to={telHref(office.phone)} variant="secondary" icon="phone">
            {m.office_page_call({ phone: office.phone })}
          </ButtonLink>
        </div>
      </PageHeader>
      <Section>
        <div className="grid grid--2 office-grid">
          <div className="stack">
            <OfficeDetails office={office} heading={m.office_page_address_phone_and_hours()} />
            <UpcomingClosures office={office.slug} />
          </div>
          <OfficeMap office={office} />
        </div>
      </Section>
      <Section tone="muted" labelledBy="office-services-title">
        <h2 id="office-services-title">{m.office_page_services_title({ office: office.name })}</h2>
        <ul className="grid grid--4 plain">
          {officeServices.map((service) => (
            <li key={service.title} className="card office-service">
              <h3>{service.path ? <Link to={service.path}>{service.title}</Link> : service.title}</h3>
              <p className="muted">{service.description}</p>
            </li>
          ))}
        </ul>
      </Section>
      <CallToAction
        id="office-next-title"
        heading={m.office_page_see_us({ office: office.name })}
        actions={
          <>
            <ButtonLink to="/schedule">{m.office_page_schedule_an_appointment()}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {m.office_page_contact_us()}
            </ButtonLink>
          </>
        }
      >
        {m.office_page_book_a_time_that_suits()}
      </CallToAction>
    </>
  );
}
