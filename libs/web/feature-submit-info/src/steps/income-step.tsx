import { INCOME_ITEMS } from '@huron/shared/contracts/tax-intake';
import type { taxIntakeIncomeStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { useZodForm } from '@huron/web/forms';
import { ChoiceGroup } from '../components/choice-group';
import { StepForm } from '../components/step-form';
import { incomeLabel } from './labels';
import type { StepProps } from './step-props';

const loadTaxIntakeIncomeStepSchema = (): Promise<typeof taxIntakeIncomeStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeIncomeStepSchema);

export function IncomeStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const form = useZodForm(loadTaxIntakeIncomeStepSchema, { defaultValues: { income: values.income ?? [] } });
  return (
    <StepForm form={form} title={title} focusHeading={focusHeading} onChange={onChange} onNext={(v) => onNext({ income: v.income ?? [] })} onBack={onBack}>
      <ChoiceGroup name="income" multiple legend={m.taxinfo_income_legend()} choices={INCOME_ITEMS.map((i) => ({ value: i, label: incomeLabel(i) }))} />
    </StepForm>
  );
}
