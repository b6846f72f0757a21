import { FILING_STATUSES, taxIntakeFilingStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { useZodForm } from '@huron/web/forms';
import { ChoiceGroup } from '../components/choice-group';
import { StepForm } from '../components/step-form';
import { filingStatusLabel } from './labels';
import type { StepProps } from './step-props';

export function FilingStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const form = useZodForm(taxIntakeFilingStepSchema, { defaultValues: { filingStatus: values.filingStatus } });
  return (
    <StepForm form={form} title={title} focusHeading={focusHeading} onChange={onChange} onNext={onNext} onBack={onBack}>
      <ChoiceGroup name="filingStatus" legend={m.taxinfo_field_filing_status()} hint={m.taxinfo_filing_hint()} choices={FILING_STATUSES.map((s) => ({ value: s, label: filingStatusLabel(s) }))} />
    </StepForm>
  );
}
