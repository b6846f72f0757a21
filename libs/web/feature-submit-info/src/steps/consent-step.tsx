import { TAX_INTAKE_ISSUE } from '@huron/shared/contracts/tax-intake';
import type { taxIntakeConsentStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { useZodForm } from '@huron/web/forms';
import { RichText, slot } from '@huron/web/ui';
import { Link } from 'react-router';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

const loadTaxIntakeConsentStepSchema = (): Promise<typeof taxIntakeConsentStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeConsentStepSchema);

const reasons = { [TAX_INTAKE_ISSUE.consentRequired]: () => m.taxinfo_error_consent() };

export function ConsentStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const form = useZodForm(loadTaxIntakeConsentStepSchema, { reasons, defaultValues: { consent: values.consent ?? false } });
  form.labels.set('consent', m.taxinfo_field_consent());
  const error = form.errorOf('consent');
  return (
    <StepForm form={form} title={title} focusHeading={focusHeading} onChange={onChange} onNext={onNext} onBack={onBack}>
      <p id="consent-terms">
        <RichText
          text={m.taxinfo_consent_text({ privacy: slot('privacy') })}
          slots={{ privacy: <Link to="/privacy">{m.taxinfo_consent_privacy_link()}</Link> }}
        />
      </p>
      <label className="choice">
        <input
          type="checkbox"
          aria-describedby={error ? 'consent-terms consent-error' : 'consent-terms'}
          aria-invalid={error ? true : undefined}
          {...form.register('consent')}
        />
        <span>{m.taxinfo_field_consent()}</span>
      </label>
      {error && (
        <p id="consent-error" className="field__error" role="alert">
          {error}
        </p>
      )}
    </StepForm>
  );
}
