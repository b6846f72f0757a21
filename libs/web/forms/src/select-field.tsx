import { describedBy } from './field';
import { useFormField } from './form-context';
import type { FieldName, FormValues } from './form-store';
import { useFormMeta } from './zod-form';

/** A labelled select of the surrounding ZodForm; the first option (value '') means "no preference". */
export function SelectField<Input = FormValues>({ name, label, options }: { name: FieldName<Input>; label: string; options: Array<{ value: string; label: string }> }) {
  const { field, error } = useFormField(name, label);
  const { formErrorId } = useFormMeta();
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} className="field__input" aria-describedby={describedBy(errorId, formErrorId)} aria-invalid={errorId || formErrorId ? true : undefined} {...field}>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
