import { FILING_STATUSES } from '@huron/shared/contracts/tax-intake';
import type { taxIntakeFilingStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { useZodForm } from '@huron/web/forms';
import { ChoiceGroup } from '../components/choice-group';
import { StepForm } from '../components/step-form';
import { filingStatusLabel } from './labels';
import type { StepProps } from './step-props';

const loadTaxIntakeFilingStepSchema = (): Promise<typeof taxIntakeFilingStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeFilingStepSchema);

export function FilingStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const form = useZodForm(loadTaxIntakeFilingStepSchema, { defaultValues: { filingStatus: values.filingStatus } });
  return (
    <StepForm form={form} title={title} focusHeading={focusHeading} onChange={onChange} onNext={onNext} onBack={onBack}>
      <ChoiceGroup
        name="filingStatus"
        legend={m.taxinfo_field_filing_status()}
        hint={m.taxinfo_filing_hint()}
        choices={FILING_STATUSES.map((s) => ({ value: s, label: filingStatusLabel(s) }))}
      />
    </StepForm>
  );
}
