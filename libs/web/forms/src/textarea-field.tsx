import { describedBy } from './field';
import { useFormField } from './form-context';
import type { FieldName, FormValues } from './form-store';
import { useFormMeta } from './zod-form';

/** A labelled textarea of the surrounding ZodForm, with its own error beside it, announced. */
export function TextareaField<Input = FormValues>({ name, label, rows = 6, maxLength, required = false }: { name: FieldName<Input>; label: string; rows?: number; maxLength?: number; required?: boolean }) {
  const { field, error } = useFormField(name, label);
  const { formErrorId } = useFormMeta();
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <textarea
        id={name}
        className="field__input"
        rows={rows}
        maxLength={maxLength}
        required={required}
        aria-describedby={describedBy(errorId, formErrorId)}
        aria-invalid={errorId || formErrorId ? true : undefined}
        {...field}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
