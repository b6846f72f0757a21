import { describedBy } from './field';
import { labelsOf } from './use-zod-form';
import { useFormMeta } from './zod-form';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';

/** A labelled textarea of the surrounding ZodForm, with its own error beside it, announced. */
export function TextareaField<Input extends FieldValues>({ name, label, rows = 6, maxLength, required = false }: { name: Path<Input>; label: string; rows?: number; maxLength?: number; required?: boolean }) {
  const { register, control } = useFormContext<Input>();
  const { errors } = useFormState({ control, name });
  const { formErrorId } = useFormMeta();
  labelsOf(control as never).set(name, label);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
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
        {...register(name)}
      />
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
