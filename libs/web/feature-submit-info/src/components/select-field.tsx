import { describedBy, labelsOf } from '@huron/web/forms';
import { get, useFormContext, useFormState } from 'react-hook-form';
import type { Choice } from './choice-group';

/** A labelled select of the surrounding form; the first option is an empty prompt. */
export function SelectField({ name, label, prompt, choices }: { name: string; label: string; prompt: string; choices: Choice[] }) {
  const { register, control } = useFormContext();
  const { errors } = useFormState({ control, name });
  labelsOf(control as never).set(name, label);
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const id = name.replace(/\W+/g, '-');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="field__input" aria-describedby={describedBy(error && `${id}-error`)} aria-invalid={error ? true : undefined} {...register(name)}>
        <option value="">{prompt}</option>
        {choices.map((c) => (
          <option key={c.value} value={c.value}>
            {c.label}
          </option>
        ))}
      </select>
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
