import { describedBy, useFormField } from '@huron/web/forms';
import type { Choice } from './choice-group';

/** A labelled select of the surrounding form; the first option is an empty prompt. */
export function SelectField({ name, label, prompt, choices }: { name: string; label: string; prompt: string; choices: Choice[] }) {
  const { field, error } = useFormField(name, label);
  const id = name.replace(/\W+/g, '-');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <select id={id} className="field__input" aria-describedby={describedBy(error && `${id}-error`)} aria-invalid={error ? true : undefined} {...field}>
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
