import { describedBy, useFormField } from '@huron/web/forms';

/** A labelled multi-line text of the surrounding form, with a hint and its announced error. */
export function TextAreaField({ name, label, hint, maxLength }: { name: string; label: string; hint?: string; maxLength?: number }) {
  const { field, error } = useFormField(name, label);
  const id = name.replace(/\W+/g, '-');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={`${id}-hint`} className="field__hint">
          {hint}
        </p>
      )}
      <textarea id={id} className="field__input" rows={4} maxLength={maxLength} aria-describedby={describedBy(hint && `${id}-hint`, error && `${id}-error`)} aria-invalid={error ? true : undefined} {...field} />
      {error && (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
