import { Link } from 'react-router';
import { ButtonLink, illustrations, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { breadcrumbJsonLd, CallToAction, crumbs, officeStructuredData } from '@huron/web/ui/page-parts';
import { OfficeDetails } from '../components/office-details';
import { officeFor } from '../components/office-page';

const office = officeFor('ann-arbor');
const trail = crumbs({ label: 'Ann Arbor', path: office.path });

const steps = [
  { title: 'Send your information', text: 'Fill in your details online and upload your tax documents securely.', link: { to: '/submit-info', label: 'Submit your tax information' } },
  { title: 'Meet by appointment', text: 'Book a time to talk your return through with a preparer by phone or video.', link: { to: '/schedule', label: 'Book an appointment' } },
  { title: 'Review and sign', text: 'We go through the finished return with you and you sign electronically.' },
  { title: 'We file', text: 'We e-file your federal and Michigan returns and explain your refund or payment options.' },
];

export function AnnArborPage() {
  return (
    <>
      <PageMeta
        title="Tax Preparation for Ann Arbor"
        description="We serve Ann Arbor clients by appointment and remotely: upload documents securely, meet by phone or video and sign electronically."
        path={office.path}
        image="office"
        jsonLd={[{ ...officeStructuredData(office), areaServed: { '@type': 'City', name: 'Ann Arbor, Michigan' } }, breadcrumbJsonLd(trail)]}
      />
      <PageHeader title="Serving Ann Arbor" eyebrow={office.subtitle} lead={office.summary} breadcrumbs={trail} illustration={illustrations.office} />
      <Section labelledBy="ann-arbor-how-title">
        <div className="grid grid--2 office-grid">
          <div>
            <h2 id="ann-arbor-how-title">How it works</h2>
            <p>
              We serve Ann Arbor clients by appointment and remotely, so you can file without making a trip. If you would rather meet in person,
              our <Link to="/ypsilanti">Ypsilanti office</Link> on Washtenaw Avenue is the closest.
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
          <OfficeDetails office={office} heading="Phone, email and hours" />
        </div>
      </Section>
      <CallToAction
        id="ann-arbor-next-title"
        heading="Get started from Ann Arbor"
        actions={
          <>
            <ButtonLink to="/schedule">Schedule an Appointment</ButtonLink>
            <ButtonLink to="/contact" variant="secondary">
              Contact Us
            </ButtonLink>
          </>
        }
      >
        Book a time to talk, or send us a message and we will get back to you.
      </CallToAction>
    </>
  );
}
