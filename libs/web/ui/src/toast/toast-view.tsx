import { m } from '@huron/shared/i18n';
import { useEffect } from 'react';

export interface ToastViewProps {
  toast: { id: number; message: string; tone: 'info' | 'success' | 'error'; durationMs: number } | null;
  onDismiss(id: number): void;
}

/** Shows one toast and dismisses it after its duration. Announced politely to screen readers. */
export function ToastView({ toast, onDismiss }: ToastViewProps) {
  useEffect(() => {
    if (!toast) return;
    const timer = setTimeout(() => onDismiss(toast.id), toast.durationMs);
    return () => clearTimeout(timer);
  }, [toast, onDismiss]);
  return (
    <div className="toast-region" role="status" aria-live="polite">
      {toast && (
        <div className={`toast toast--${toast.tone}`} data-testid="toast">
          <span>{toast.message}</span>
          <button type="button" className="toast__close" aria-label={m.toast_view_dismiss_notification()} onClick={() => onDismiss(toast.id)}>
            ×
          </button>
        </div>
      )}
    </div>
  );
}
