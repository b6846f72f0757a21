import type { InputHTMLAttributes, ReactNode, Ref } from 'react';

/** Joins the ids of the elements that describe a field, leaving out the absent ones. */
export const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

/** An element id from a field's name: 'dependents.0.relationship' -> 'dependents-0-relationship'. */
export const fieldId = (name: string) => name.replace(/\W+/g, '-');

export interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  /** This field's own problem, shown beside it and announced. */
  error?: string;
  /** Id of an error message elsewhere (the form's error) that also describes this field. */
  errorId?: string;
  ref?: Ref<HTMLInputElement>;
}

/** What a field's control carries so that its hint, its own error and the form's error are announced with it. */
export interface FieldDescription {
  'aria-describedby': string | undefined;
  'aria-invalid': true | undefined;
}

/**
 * The one frame of every field: the label, the hint, the control (`children`, given the ids that describe it) and the
 * field's own error beside it, announced.
 */
export function FieldFrame({
  id,
  label,
  hint,
  error,
  errorId,
  children,
}: {
  id: string;
  label: string;
  hint?: ReactNode;
  /** This field's own problem. */
  error?: string;
  /** Id of an error message elsewhere (the form's error) that also describes this field. */
  errorId?: string;
  children(description: FieldDescription): ReactNode;
}) {
  const hintId = hint ? `${id}-hint` : undefined;
  const ownErrorId = error ? `${id}-error` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      {children({ 'aria-describedby': describedBy(hintId, ownErrorId, errorId), 'aria-invalid': ownErrorId || errorId ? true : undefined })}
      {error && (
        <p id={ownErrorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}

/** A labelled input; its hint, its own error and the form's error are announced with it. */
export function Field({ id, label, hint, error, errorId, name, ...input }: FieldProps) {
  return (
    <FieldFrame id={id} label={label} hint={hint} error={error} errorId={errorId}>
      {(description) => <input id={id} name={name ?? id} className="field__input" {...description} {...input} />}
    </FieldFrame>
  );
}
