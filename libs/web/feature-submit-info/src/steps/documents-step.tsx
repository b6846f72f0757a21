import { taxIntakeDocumentsStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { useZodForm } from '@huron/web/forms';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

/** Until the uploads module lands, this step says how documents reach us instead of offering an upload. */
export function DocumentsStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const form = useZodForm(taxIntakeDocumentsStepSchema, { defaultValues: { documents: values.documents ?? [] } });
  return (
    <StepForm form={form} title={title} focusHeading={focusHeading} onChange={onChange} onNext={() => onNext({ documents: [] })} onBack={onBack}>
      <p>{m.taxinfo_documents_lead()}</p>
      <p className="wizard__note">{m.taxinfo_documents_later()}</p>
    </StepForm>
  );
}
