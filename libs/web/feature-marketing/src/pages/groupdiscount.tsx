import { groupDiscount, site, telHref } from '@huron/shared/content';
import { ButtonLink, Card, Icon, type IconName, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { breadcrumbJsonLd, CallToAction, crumbs } from '@huron/web/ui/page-parts';

const path = '/groupdiscount';
const trail = crumbs({ label: 'Group Discount', path });
const icons: IconName[] = ['dollar', 'user', 'shield'];

export function GroupDiscountPage() {
  return (
    <>
      <PageMeta
        title="Group Discount on Tax Preparation"
        description="Employers, unions, congregations and community groups can register so their members get special pricing on tax preparation, in person or remotely."
        path={path}
        jsonLd={[breadcrumbJsonLd(trail)]}
      />
      <PageHeader title="Group Discount" eyebrow="For organizations" lead={groupDiscount.intro} breadcrumbs={trail} />
      <Section labelledBy="benefits-title">
        <h2 id="benefits-title">Why register your group</h2>
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
        <h2 id="group-how-title">How it works</h2>
        <ol className="steps grid grid--4">
          {groupDiscount.steps.map((step) => (
            <li key={step.title} className="card">
              <h3>{step.title}</h3>
              <p className="muted">{step.description}</p>
            </li>
          ))}
        </ol>
      </Section>
      <CallToAction
        id="group-register-title"
        anchor="register"
        heading="Register your group"
        actions={
          <>
            <ButtonLink to="/contact">Contact Us to Register</ButtonLink>
            <ButtonLink to={telHref(site.supportPhone)} variant="secondary" icon="phone">
              Call {site.supportPhone}
            </ButtonLink>
          </>
        }
      >
        The online registration form is on its way. Until then, contact us with your organization&apos;s name and a contact person, and we will
        register your group and send you the details to share with your members.
      </CallToAction>
    </>
  );
}
