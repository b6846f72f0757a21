import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { ButtonLink, PageHeader, PageMeta, RichText, Section, illustrations, slot, useLiveOffice } from '@huron/web/ui';
import { breadcrumbJsonLd, CallToAction, crumbs, officeStructuredData } from '@huron/web/ui/page-parts';
import { OfficeDetails } from '../components/office-details';
import { officeFor } from '../components/office-page';
import { UpcomingClosures } from '../components/upcoming-closures';

const built = officeFor('ann-arbor');
const trail = crumbs({ label: m.ann_arbor_ann_arbor(), path: built.path });

const steps = [
  {
    title: m.ann_arbor_send_your_information(),
    text: m.ann_arbor_fill_in_your_details_online(),
    link: { to: '/submit-info', label: m.ann_arbor_submit_your_tax_information() },
  },
  {
    title: m.ann_arbor_meet_by_appointment(),
    text: m.ann_arbor_book_a_time_to_talk_step(),
    link: { to: '/schedule', label: m.ann_arbor_book_an_appointment() },
  },
  { title: m.ann_arbor_review_and_sign(), text: m.ann_arbor_we_go_through_the_finished() },
  { title: m.ann_arbor_we_file(), text: m.ann_arbor_we_e_file_your_federal() },
];

export function AnnArborPage() {
  const office = useLiveOffice(built);
  return (
    <>
      <PageMeta
        title={m.ann_arbor_tax_preparation_for_ann_arbor()}
        description={m.ann_arbor_we_serve_ann_arbor_clients()}
        path={office.path}
        image="office"
        jsonLd={[{ ...officeStructuredData(office), areaServed: { '@type': 'City', name: 'Ann Arbor, Michigan' } }, breadcrumbJsonLd(trail)]}
      />
      <PageHeader
        title={m.ann_arbor_serving_ann_arbor()}
        eyebrow={office.subtitle}
        lead={office.summary}
        breadcrumbs={trail}
        illustration={illustrations.office}
      />
      <Section labelledBy="ann-arbor-how-title">
        <div className="grid grid--2 office-grid">
          <div>
            <h2 id="ann-arbor-how-title">{m.ann_arbor_how_it_works()}</h2>
            <p>
              <RichText
                text={m.ann_arbor_how_it_works_text({ link: slot('link') })}
                slots={{ link: <Link to="/ypsilanti">{m.ann_arbor_ypsilanti_office()}</Link> }}
              />
            </p>
            <ol className="steps-list">
              {steps.map((step) => (
                <li key={step.title}>
                  <h3>{step.title}</h3>
                  <p className="muted">
                    {step.text} {step.link && <Link to={step.link.to}>{step.link.label}</Link>}
                  </p>
                </li>
              ))}
            </ol>
          </div>
          <div className="stack">
            <OfficeDetails office={office} heading={m.ann_arbor_phone_email_and_hours()} />
            <UpcomingClosures office={office.slug} />
          </div>
        </div>
      </Section>
      <CallToAction
        id="ann-arbor-next-title"
        heading={m.ann_arbor_get_started_from_ann_arbor()}
        actions={
          <>
            <ButtonLink to="/schedule">{m.ann_arbor_schedule_an_appointment()}</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              {m.ann_arbor_contact_us()}
            </ButtonLink>
          </>
        }
      >
        {m.ann_arbor_book_a_time_to_talk()}
      </CallToAction>
    </>
  );
}
