import { useHydrated } from './use-hydrated';

export interface SubmitButtonProps {
  label: string;
  /** Shown while the form is being sent ('Signing in...'). */
  busyLabel: string;
  busy: boolean;
  variant?: 'primary' | 'secondary';
}

/** Disabled until hydrated and while busy, so a form is never sent twice or by the browser's own handling. */
export function SubmitButton({ label, busyLabel, busy, variant = 'primary' }: SubmitButtonProps) {
  const hydrated = useHydrated();
  return (
    <button type="submit" className={`button button--${variant} form__submit`} disabled={busy || !hydrated}>
      {busy ? busyLabel : label}
    </button>
  );
}
