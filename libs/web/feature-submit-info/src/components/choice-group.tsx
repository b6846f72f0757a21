import { describedBy, fieldId, useFormField } from '@huron/web/forms';
import type { ReactNode } from 'react';

export interface Choice {
  value: string;
  label: string;
}

/**
 * Radio buttons (one answer) or checkboxes (several) in a fieldset; its error is announced and describes each box.
 * Only the tax-information wizard asks such questions, so it lives here: in the forms library it would join the
 * chunk every form page loads.
 */
export function ChoiceGroup({
  name,
  legend,
  hint,
  choices,
  multiple = false,
}: {
  name: string;
  legend: string;
  hint?: ReactNode;
  choices: Choice[];
  multiple?: boolean;
}) {
  const { field, error } = useFormField(name, legend);
  const id = fieldId(name);
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  return (
    <fieldset className="choice-group" aria-describedby={describedBy(hintId, errorId)} aria-invalid={error ? true : undefined}>
      <legend>{legend}</legend>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <div className={multiple ? 'choice-group__options choice-group__options--columns' : 'choice-group__options'}>
        {choices.map((choice) => (
          <label key={choice.value} className="choice">
            <input type={multiple ? 'checkbox' : 'radio'} value={choice.value} {...field} />
            <span>{choice.label}</span>
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
