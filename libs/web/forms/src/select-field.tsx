import { FieldFrame, fieldId } from './field';
import { useFormField } from './form-context';
import type { FieldName, FormValues } from './form-store';
import { useFormMeta } from './zod-form';

export interface SelectFieldProps<Input> {
  name: FieldName<Input>;
  label: string;
  options: Array<{ value: string; label: string }>;
  /** An empty first choice ('Choose...'); without it the first option (value '') means "no preference". */
  prompt?: string;
}

/** A labelled select of the surrounding ZodForm, with its own error beside it, announced. */
export function SelectField<Input = FormValues>({ name, label, options, prompt }: SelectFieldProps<Input>) {
  const { field, error } = useFormField(name, label);
  const { formErrorId } = useFormMeta();
  const id = fieldId(name);
  return (
    <FieldFrame id={id} label={label} error={error} errorId={formErrorId}>
      {(description) => (
        <select id={id} className="field__input" {...description} {...field}>
          {prompt !== undefined && <option value="">{prompt}</option>}
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </select>
      )}
    </FieldFrame>
  );
}
