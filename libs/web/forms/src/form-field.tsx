import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { Field, type FieldProps } from './field';
import { labelsOf } from './use-zod-form';
import { useFormMeta } from './zod-form';

export interface FormFieldProps<Input extends FieldValues> extends Omit<FieldProps, 'id' | 'name' | 'error' | 'errorId'> {
  /** The schema's key for this value. */
  name: Path<Input>;
  /** The element id, when it differs from `name` ('full-name'); the hint and error ids derive from it. */
  id?: string;
}

/** A Field of the surrounding ZodForm: registered with it, showing its own error and the form's. */
export function FormField<Input extends FieldValues>({ name, id = name, label, ...input }: FormFieldProps<Input>) {
  const { register, control } = useFormContext<Input>();
  const { errors } = useFormState({ control, name });
  const { formErrorId } = useFormMeta();
  labelsOf(control as never).set(name, label);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  return <Field id={id} label={label} error={error} errorId={formErrorId} {...input} {...register(name)} />;
}
