import type { taxIntakeDocumentsStepSchema } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { useZodForm } from '@huron/web/forms';
import { FileUploadField } from '@huron/web/forms/upload';
import { uploadDocument } from '../api/upload-document';
import { StepForm } from '../components/step-form';
import type { StepProps } from './step-props';

const loadTaxIntakeDocumentsStepSchema = (): Promise<typeof taxIntakeDocumentsStepSchema> =>
  import('./step-schemas').then((module) => module.taxIntakeDocumentsStepSchema);

/** Documents are encrypted and stored as soon as they are chosen; the step keeps only their upload ids. */
export function DocumentsStep({ values, title, focusHeading, onChange, onNext, onBack }: StepProps) {
  const form = useZodForm(loadTaxIntakeDocumentsStepSchema, { defaultValues: { documents: values.documents ?? [] } });
  return (
    <StepForm form={form} title={title} focusHeading={focusHeading} onChange={onChange} onNext={onNext} onBack={onBack}>
      <p>{m.taxinfo_documents_lead()}</p>
      <FileUploadField name="documents" label={m.taxinfo_field_documents()} upload={uploadDocument} />
      <p className="wizard__note">{m.taxinfo_documents_later()}</p>
    </StepForm>
  );
}
