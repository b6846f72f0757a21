import { describedBy, fieldId, useFormField } from '@huron/web/forms';
import { label, OFFICES } from '../kinds/labels';

/** Checkboxes of the offices (several may be chosen) in a fieldset whose error is announced. */
export function OfficeChoices({ name, legend }: { name: string; legend: string }) {
  const { field, error } = useFormField(name, legend);
  const errorId = error ? `${fieldId(name)}-error` : undefined;
  return (
    <fieldset className="admin-choices" aria-describedby={describedBy(errorId)} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      <div className="admin-choices__options">
        {OFFICES.map((office) => (
          <label key={office} className="admin-choice">
            <input type="checkbox" value={office} {...field} />
            <span>{label(office)}</span>
          </label>
        ))}
      </div>
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
