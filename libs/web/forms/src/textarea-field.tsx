import type { ReactNode } from 'react';
import { FieldFrame, fieldId } from './field';
import { useFormField } from './form-context';
import type { FieldName, FormValues } from './form-store';
import { useFormMeta } from './zod-form';

export interface TextareaFieldProps<Input> {
  name: FieldName<Input>;
  label: string;
  hint?: ReactNode;
  rows?: number;
  maxLength?: number;
  required?: boolean;
  /** The element's id, for a page with several forms holding a field of the same name. Default: from the name. */
  id?: string;
}

/** A labelled textarea of the surrounding ZodForm, with its hint and its own error beside it, announced. */
export function TextareaField<Input = FormValues>({ name, label, hint, rows = 6, maxLength, required = false, id: givenId }: TextareaFieldProps<Input>) {
  const { field, error } = useFormField(name, label);
  const { formErrorId } = useFormMeta();
  const id = givenId ?? fieldId(name);
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={formErrorId}>
      {(description) => <textarea id={id} className="field__input" rows={rows} maxLength={maxLength} required={required} {...description} {...field} />}
    </FieldFrame>
  );
}
