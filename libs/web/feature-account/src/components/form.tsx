import { useEffect, useRef, useSyncExternalStore, type InputHTMLAttributes, type ReactNode } from 'react';

const noop = () => () => {};

/**
 * False in the prerendered HTML and during hydration, true afterwards. Forms keep their submit button disabled
 * until then, so nothing (a password least of all) is ever submitted by the browser's own form handling.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** The id of the element describing a field's error, if there is one. */
export const describedBy = (...ids: Array<string | false | null | undefined>) => ids.filter(Boolean).join(' ') || undefined;

interface FieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> {
  id: string;
  label: string;
  hint?: ReactNode;
  /** Id of an error message elsewhere (the form's error) that also describes this field. */
  errorId?: string;
}

/** A labelled input; its hint and the form's error are announced with it. */
export function Field({ id, label, hint, errorId, ...input }: FieldProps) {
  const hintId = hint ? `${id}-hint` : undefined;
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      {hint && (
        <p id={hintId} className="field__hint">
          {hint}
        </p>
      )}
      <input id={id} name={id} className="field__input" aria-describedby={describedBy(hintId, errorId)} aria-invalid={errorId ? true : undefined} {...input} />
    </div>
  );
}

/** The service's message, in red under the form. Keyboard and screen-reader focus move to it when it appears. */
export function FormError({ id, message }: { id: string; message: string | null }) {
  const ref = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (message) ref.current?.focus();
  }, [message]);
  if (!message) return null;
  return (
    <p id={id} ref={ref} className="form-error" role="alert" tabIndex={-1}>
      {message}
    </p>
  );
}

/** A polite confirmation that moves focus to itself, for results that replace a form. */
export function FormSuccess({ children, focus = true }: { children: ReactNode; focus?: boolean }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  return (
    <div ref={ref} className="alert alert--success form-success" role="status" tabIndex={-1}>
      {children}
    </div>
  );
}

/** Disabled until hydrated and while busy, when it shows `busyLabel` ('Signing in...'). */
export function SubmitButton({ label, busyLabel, busy, variant = 'primary' }: { label: string; busyLabel: string; busy: boolean; variant?: 'primary' | 'secondary' }) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`button button--${variant} form__submit`} disabled={busy || !hydrated}>
      {busy ? busyLabel : label}
    </button>
  );
}

/** The centred card every sign-in page uses. */
export function AuthLayout({ title, lead, children, footer }: { title: string; lead?: ReactNode; children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="auth-page">
      <div className="container auth-page__inner">
        <div className="card auth-card">
          <h1>{title}</h1>
          {lead && <p className="auth-card__lead">{lead}</p>}
          {children}
        </div>
        {footer && <div className="auth-page__footer">{footer}</div>}
      </div>
    </div>
  );
}

/** The text of whatever a call failed with: the service's own message when there is one. */
export function messageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message;
  return 'Something went wrong. Please try again.';
}
