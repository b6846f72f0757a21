import './confirm-dialog.css';
import { useId, useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ConfirmDialogProps {
  open: boolean;
  /** The question, naming what will happen: 'Cancel your appointment on Monday, December 1 at 10:00 AM?' */
  title: string;
  /** What follows from it and how to undo or redo it (e.g. how to book again). */
  children: ReactNode;
  confirmLabel: string;
  /** Shown on the confirm button while the action runs. */
  busyLabel?: string;
  cancelLabel: string;
  busy?: boolean;
  onConfirm(): void;
  /** Escape, the cancel button, or the action finished: the caller sets `open` to false. */
  onClose(): void;
}

const FOCUSABLE = 'button:not([disabled]), [href], input:not([disabled]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

/**
 * Asks before something that cannot be undone. A modal <dialog> (role alertdialog): the page behind it is inert,
 * Tab and Shift+Tab cycle inside it, Escape closes it, focus starts on the safe choice and returns to the control
 * that opened it.
 */
export function ConfirmDialog({ open, title, children, confirmLabel, busyLabel, cancelLabel, busy = false, onConfirm, onClose }: ConfirmDialogProps) {
  const dialog = useRef<HTMLDialogElement>(null);
  const keep = useRef<HTMLButtonElement>(null);
  const opener = useRef<HTMLElement | null>(null);
  const id = useId();

  // A layout effect, so the dialog is closed (and the page no longer inert) before the effects of whatever replaced
  // the action run: a success or error message that takes focus gets it.
  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) {
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      element.showModal();
      keep.current?.focus();
    }
    if (!open && element.open) element.close();
  }, [open]);

  function closed() {
    const active = document.activeElement;
    const focusLost = !active || active === document.body || dialog.current?.contains(active);
    if (focusLost && opener.current?.isConnected) opener.current.focus();
    opener.current = null;
    if (open) onClose();
  }

  function trapTab(event: KeyboardEvent<HTMLDialogElement>) {
    if (event.key !== 'Tab') return;
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>(FOCUSABLE)];
    const first = items[0];
    const last = items.at(-1);
    if (!first || !last) return;
    if (event.shiftKey && document.activeElement === first) {
      event.preventDefault();
      last.focus();
    } else if (!event.shiftKey && document.activeElement === last) {
      event.preventDefault();
      first.focus();
    }
  }

  return (
    <dialog
      ref={dialog}
      className="confirm-dialog"
      role="alertdialog"
      aria-modal="true"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-body`}
      onClose={closed}
      onCancel={(event) => {
        if (busy) event.preventDefault(); // Escape waits while the action is running
      }}
      onKeyDown={trapTab}
    >
      <h2 id={`${id}-title`} className="confirm-dialog__title">
        {title}
      </h2>
      <div id={`${id}-body`} className="confirm-dialog__body">
        {children}
      </div>
      <div className="confirm-dialog__actions">
        <button ref={keep} type="button" className="button button--secondary" disabled={busy} onClick={() => dialog.current?.close()}>
          {cancelLabel}
        </button>
        <button type="button" className="button button--danger" disabled={busy} aria-busy={busy || undefined} onClick={onConfirm}>
          {busy && busyLabel ? busyLabel : confirmLabel}
        </button>
      </div>
    </dialog>
  );
}
