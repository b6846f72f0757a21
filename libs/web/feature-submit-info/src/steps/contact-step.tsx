import type { taxIntakeContactStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { FormField, useZodForm } from '@huron/web/forms';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

const loadTaxIntakeContactStepSchema = (): Promise<typeof taxIntakeContactStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeContactStepSchema);

export function ContactStep({ values, title, focusHeading, onChange, onNext }: StepProps) {
  const form = useZodForm(loadTaxIntakeContactStepSchema, {
    defaultValues: { fullName: values.fullName ?? '', email: values.email ?? '', phone: values.phone ?? '' },
  });
  return (
    <StepForm
      form={form}
      title={title}
      focusHeading={focusHeading}
      onChange={onChange}
      onNext={(v) => onNext({ ...v, website: (document.getElementById('website') as HTMLInputElement | null)?.value ?? '' })}
    >
      <p className="wizard__note">{m.taxinfo_no_ssn()}</p>
      <FormField name="fullName" id="full-name" label={m.taxinfo_field_full_name()} type="text" autoComplete="name" required />
      <FormField name="email" label={m.taxinfo_field_email()} type="email" autoComplete="email" required />
      <FormField name="phone" label={m.taxinfo_field_phone()} type="tel" autoComplete="tel" required hint={m.taxinfo_hint_phone()} />
      {/* Honeypot: hidden from people and assistive technology; a bot that fills it is answered politely and ignored. */}
      <div className="wizard__trap" aria-hidden="true">
        <label htmlFor="website">{m.taxinfo_website_label()}</label>
        <input id="website" name="website" type="text" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
    </StepForm>
  );
}
