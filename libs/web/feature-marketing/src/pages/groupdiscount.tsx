import { groupDiscount, site, telHref } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { Card, Icon, type IconName, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs } from '@huron/web/ui/page-parts';
import { lazy } from 'react';
import { AfterHydration } from '../group-registration/after-hydration';

// The form's code (the form state, the schema, the API client) loads after the page has hydrated: the prerendered
// HTML shows everything else, and a placeholder of the form's size until the form arrives.
const GroupRegistrationForm = lazy(() => import('../group-registration/group-registration-form'));

const path = '/groupdiscount';
const trail = crumbs({ label: m.groupdiscount_group_discount(), path });
const icons: IconName[] = ['dollar', 'user', 'shield'];

export function GroupDiscountPage() {
  return (
    <>
      <PageMeta
        title={m.groupdiscount_group_discount_on_tax_preparation()}
        description={m.groupdiscount_employers_unions_congregations_and_community()}
        path={path}
        jsonLd={[breadcrumbJsonLd(trail)]}
      />
      <PageHeader title={m.groupdiscount_group_discount()} eyebrow={m.groupdiscount_for_organizations()} lead={groupDiscount.intro} breadcrumbs={trail} />
      <Section labelledBy="benefits-title">
        <h2 id="benefits-title">{m.groupdiscount_why_register_your_group()}</h2>
        <ul className="grid grid--3 plain">
          {groupDiscount.benefits.map((benefit, index) => (
            <Card as="li" key={benefit.title}>
              <span className="card__icon">
                <Icon name={icons[index % icons.length]!} />
              </span>
              <h3>{benefit.title}</h3>
              <p className="muted">{benefit.description}</p>
            </Card>
          ))}
        </ul>
      </Section>
      <Section tone="muted" labelledBy="group-how-title">
        <h2 id="group-how-title">{m.groupdiscount_how_it_works()}</h2>
        <ol className="steps grid grid--4">
          {groupDiscount.steps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p className="muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <Section labelledBy="group-register-title" id="register">
        <div className="group-register">
          <h2 id="group-register-title">{m.group_register_title()}</h2>
          <p className="lead">{m.group_register_lead()}</p>
          <AfterHydration
            fallback={
              <p className="group-register__placeholder muted" aria-busy="true" data-needs-app>
                {m.group_form_loading()}
              </p>
            }
          >
            <GroupRegistrationForm />
          </AfterHydration>
          <p className="muted">
            <a href={telHref(site.supportPhone)}>{m.group_register_call({ phone: site.supportPhone })}</a>
          </p>
        </div>
      </Section>
    </>
  );
}
