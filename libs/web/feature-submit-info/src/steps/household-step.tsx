import { DEPENDENT_RELATIONSHIPS, needsSpouse, TAX_INTAKE_ISSUE } from '@huron/shared/contracts/tax-intake';
import type { taxIntakeHouseholdStepSchema, taxIntakeMarriedHouseholdStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { FormField, SelectField, useFieldArray, useZodForm } from '@huron/web/forms';
import { StepForm } from '../components/step-form';
import { relationshipLabel } from './labels';
import type { StepProps } from './step-props';

const loadTaxIntakeHouseholdStepSchema = (): Promise<typeof taxIntakeHouseholdStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeHouseholdStepSchema);
const loadTaxIntakeMarriedHouseholdStepSchema = (): Promise<typeof taxIntakeMarriedHouseholdStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeMarriedHouseholdStepSchema);

const reasons = { [TAX_INTAKE_ISSUE.spouseRequired]: () => m.taxinfo_error_spouse() };
const emptyDependent = { fullName: '', relationship: '', birthYear: '', monthsLivedWithYou: '' };

export function HouseholdStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const married = needsSpouse(values.filingStatus);
  const form = useZodForm<typeof taxIntakeHouseholdStepSchema | typeof taxIntakeMarriedHouseholdStepSchema>(
    married ? loadTaxIntakeMarriedHouseholdStepSchema : loadTaxIntakeHouseholdStepSchema,
    {
      reasons,
      defaultValues: { ...(married && { spouse: values.spouse ?? { fullName: '', birthYear: '' } }), dependents: values.dependents ?? [] },
    },
  );
  const dependents = useFieldArray(form, 'dependents');

  return (
    <StepForm
      form={form}
      title={title}
      focusHeading={focusHeading}
      onChange={onChange}
      onNext={(v) => onNext(married ? v : { ...v, spouse: undefined })}
      onBack={onBack}
    >
      {married && (
        <fieldset className="wizard__group">
          <legend>{m.taxinfo_spouse_legend()}</legend>
          <FormField name="spouse.fullName" id="spouse-name" label={m.taxinfo_field_spouse_name()} type="text" autoComplete="off" required />
          <FormField
            name="spouse.birthYear"
            id="spouse-birth-year"
            label={m.taxinfo_field_spouse_birth_year()}
            type="text"
            inputMode="numeric"
            autoComplete="off"
            required
          />
        </fieldset>
      )}
      <fieldset className="wizard__group">
        <legend>{m.taxinfo_dependents_legend()}</legend>
        {dependents.keys.length === 0 && <p className="field__hint">{m.taxinfo_dependents_none()}</p>}
        {dependents.keys.map((key, i) => (
          <fieldset key={key} className="wizard__dependent">
            <legend>{m.taxinfo_dependent_legend({ number: i + 1 })}</legend>
            <FormField
              name={`dependents.${i}.fullName`}
              id={`dependent-${i}-name`}
              label={m.taxinfo_field_dependent_name()}
              type="text"
              autoComplete="off"
              required
            />
            <SelectField
              name={`dependents.${i}.relationship`}
              label={m.taxinfo_field_dependent_relationship()}
              prompt={m.taxinfo_relationship_choose()}
              options={DEPENDENT_RELATIONSHIPS.map((r) => ({ value: r, label: relationshipLabel(r) }))}
            />
            <FormField
              name={`dependents.${i}.birthYear`}
              id={`dependent-${i}-birth-year`}
              label={m.taxinfo_field_dependent_birth_year()}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <FormField
              name={`dependents.${i}.monthsLivedWithYou`}
              id={`dependent-${i}-months`}
              label={m.taxinfo_field_dependent_months()}
              type="text"
              inputMode="numeric"
              autoComplete="off"
              required
            />
            <button type="button" className="button button--ghost wizard__remove" onClick={() => dependents.remove(i)}>
              {m.taxinfo_remove_dependent({ number: i + 1 })}
            </button>
          </fieldset>
        ))}
        <button type="button" className="button button--secondary" onClick={() => dependents.append(emptyDependent)}>
          {m.taxinfo_add_dependent()}
        </button>
      </fieldset>
    </StepForm>
  );
}
