import { m } from '@huron/shared/i18n';
import { PageMeta } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs, FormPage } from '@huron/web/ui/page-parts';
import { ContactForm } from '../components/contact-form';
import { LocationCards } from '../components/location-cards';
import { QuickActions } from '../components/quick-actions';

const trail = crumbs({ label: m.contact_contact(), path: '/contact' });

export function ContactPage() {
  return (
    <>
      <PageMeta title={m.contact_meta_title()} description={m.contact_meta_description()} path="/contact" jsonLd={[breadcrumbJsonLd(trail)]} />
      <FormPage title={m.contact_title()} breadcrumbs={trail} lead={m.contact_lead()} width="wide">
        <div className="contact-layout">
          <div className="contact-layout__info">
            <QuickActions />
            <LocationCards />
          </div>
          <section className="contact-layout__form" aria-labelledby="contact-form-title">
            <h2 id="contact-form-title">{m.contact_form_title()}</h2>
            <p className="muted">{m.contact_form_lead()}</p>
            <ContactForm />
          </section>
        </div>
      </FormPage>
    </>
  );
}
