import { Field, type FieldProps } from './field';
import { useFormField } from './form-context';
import type { FieldName, FormValues } from './form-store';
import { useFormMeta } from './zod-form';

export interface FormFieldProps<Input = FormValues> extends Omit<FieldProps, 'id' | 'name' | 'error' | 'errorId'> {
  /** The schema's key for this value. */
  name: FieldName<Input>;
  /** The element id, when it differs from `name` ('full-name'); the hint and error ids derive from it. */
  id?: string;
}

/** A Field of the surrounding ZodForm: registered with it, showing its own error and the form's. */
export function FormField<Input = FormValues>({ name, id = name, label, ...input }: FormFieldProps<Input>) {
  const { field, error } = useFormField(name, label);
  const { formErrorId } = useFormMeta();
  return <Field id={id} label={label} error={error} errorId={formErrorId} {...input} {...field} />;
}
