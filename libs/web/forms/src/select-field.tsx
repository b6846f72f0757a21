import { describedBy } from './field';
import { labelsOf } from './use-zod-form';
import { useFormMeta } from './zod-form';
import { get, useFormContext, useFormState, type FieldValues, type Path } from 'react-hook-form';

/** A labelled select of the surrounding ZodForm; the first option (value '') means "no preference". */
export function SelectField<Input extends FieldValues>({ name, label, options }: { name: Path<Input>; label: string; options: Array<{ value: string; label: string }> }) {
  const { register, control } = useFormContext<Input>();
  const { errors } = useFormState({ control, name });
  const { formErrorId } = useFormMeta();
  labelsOf(control as never).set(name, label);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const errorId = error ? `${name}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={name}>{label}</label>
      <select id={name} className="field__input" aria-describedby={describedBy(errorId, formErrorId)} aria-invalid={errorId || formErrorId ? true : undefined} {...register(name)}>
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
