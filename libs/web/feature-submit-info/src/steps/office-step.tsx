import { CONTACT_METHODS, CONTACT_TIMES, MAX_NOTES, TAX_INTAKE_ISSUE, TAX_INTAKE_OFFICES } from '@huron/shared/contracts/tax-intake';
import type { taxIntakeOfficeStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { TextareaField, useZodForm } from '@huron/web/forms';
import { ChoiceGroup } from '../components/choice-group';
import { StepForm } from '../components/step-form';
import { contactMethodLabel, contactTimeLabel, officeLabel } from './labels';
import type { StepProps } from './step-props';

const loadTaxIntakeOfficeStepSchema = (): Promise<typeof taxIntakeOfficeStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeOfficeStepSchema);

const reasons = { [TAX_INTAKE_ISSUE.looksLikeSsn]: () => m.taxinfo_error_ssn() };

export function OfficeStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const form = useZodForm(loadTaxIntakeOfficeStepSchema, {
    reasons,
    defaultValues: { office: values.office, contactMethod: values.contactMethod, contactTime: values.contactTime, notes: values.notes ?? '' },
  });
  return (
    <StepForm form={form} title={title} focusHeading={focusHeading} onChange={onChange} onNext={onNext} onBack={onBack}>
      <ChoiceGroup name="office" legend={m.taxinfo_field_office()} choices={TAX_INTAKE_OFFICES.map((o) => ({ value: o, label: officeLabel(o) }))} />
      <ChoiceGroup
        name="contactMethod"
        legend={m.taxinfo_field_contact_method()}
        choices={CONTACT_METHODS.map((c) => ({ value: c, label: contactMethodLabel(c) }))}
      />
      <ChoiceGroup name="contactTime" legend={m.taxinfo_field_contact_time()} choices={CONTACT_TIMES.map((t) => ({ value: t, label: contactTimeLabel(t) }))} />
      <TextareaField name="notes" label={m.taxinfo_field_notes()} hint={m.taxinfo_hint_notes()} rows={4} maxLength={MAX_NOTES} />
    </StepForm>
  );
}
