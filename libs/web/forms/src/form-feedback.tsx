import { useEffect, useRef, type ReactNode } from 'react';

/** The service's message, in red under the form. Keyboard and screen-reader focus move to it when it appears. */
export function FormError({ id, message }: { id: string; message: string | null | undefined }) {
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
