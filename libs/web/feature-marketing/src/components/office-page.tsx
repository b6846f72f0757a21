import { Link } from 'react-router';
import type { Office } from '@huron/shared/content';
import { officeBySlug, telHref } from '@huron/shared/content';
import { ButtonLink, illustrations, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { breadcrumbJsonLd, CallToAction, crumbs, officeStructuredData } from '@huron/web/ui/page-parts';
import { OfficeDetails } from './office-details';
import { fullAddress, OfficeMap } from './office-map';
import { officeServices } from './office-services';

export function officeFor(slug: Office['slug']): Office {
  const office = officeBySlug(slug);
  if (!office) throw new Error(`No office ${slug} in libs/shared/content`);
  return office;
}

/** Dearborn and Ypsilanti: address, phone, email, hours, map on request, the eight services, booking and contact. */
export function OfficePage({ office }: { office: Office }) {
  const trail = crumbs({ label: `${office.name} Office`, path: office.path });
  return (
    <>
      <PageMeta
        title={`${office.name} Tax Preparation Office`}
        description={`Visit us at ${fullAddress(office)} for individual and business tax preparation, IRS help, bookkeeping and payroll. Open seven days a week.`}
        path={office.path}
        image="office"
        jsonLd={[officeStructuredData(office), breadcrumbJsonLd(trail)]}
      />
      <PageHeader title={`${office.name} Office`} eyebrow={office.subtitle} lead={office.summary} breadcrumbs={trail} illustration={illustrations.office}>
        <div className="cluster page-header__actions">
          <ButtonLink to="/schedule" icon="calendar">
            Book an Appointment
          </ButtonLink>
          <ButtonLink to={telHref(office.phone)} variant="secondary" icon="phone">
            Call {office.phone}
          </ButtonLink>
        </div>
      </PageHeader>
      <Section>
        <div className="grid grid--2 office-grid">
          <OfficeDetails office={office} heading="Address, phone and hours" />
          <OfficeMap office={office} />
        </div>
      </Section>
      <Section tone="muted" labelledBy="office-services-title">
        <h2 id="office-services-title">Services at our {office.name} office</h2>
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
        heading={`See us in ${office.name}`}
        actions={
          <>
            <ButtonLink to="/schedule">Schedule an Appointment</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Contact Us
            </ButtonLink>
          </>
        }
      >
        Book a time that suits you, including evenings and weekends, or send us a message and we will get back to you.
      </CallToAction>
    </>
  );
}
