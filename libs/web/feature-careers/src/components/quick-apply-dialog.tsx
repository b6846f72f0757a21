import type { JobPosting } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { lazy, Suspense, useEffect, useRef } from 'react';

// The form state, the schema and the upload field load when a dialog first opens, not with the page.
const ApplicationForm = lazy(() => import('../application/application-form'));

export interface QuickApplyProps {
  /** The job whose form is shown; the form stays mounted (and keeps what was typed) while the job stays the same. */
  job: JobPosting | null;
  open: boolean;
  onClose(): void;
}

/**
 * Quick Apply as a modal <dialog>: the browser makes the page behind it inert (focus stays inside) and closes it on
 * Escape; the page gives focus back to the button that opened it.
 */
export function QuickApplyDialog({ job, open, onClose }: QuickApplyProps) {
  const dialog = useRef<HTMLDialogElement>(null);

  useEffect(() => {
    const element = dialog.current;
    if (!element) return;
    if (open && !element.open) element.showModal();
    if (!open && element.open) element.close();
  }, [open]);

  return (
    <dialog ref={dialog} className="quick-apply" aria-labelledby="quick-apply-title" onClose={onClose}>
      <div className="quick-apply__head">
        <h2 id="quick-apply-title">{job ? m.careers_dialog_title({ job: job.title }) : ''}</h2>
        <button type="button" className="quick-apply__close" onClick={() => dialog.current?.close()}>
          {m.careers_dialog_close()}
        </button>
      </div>
      {job && (
        <Suspense
          fallback={
            <p className="muted" role="status">
              {m.careers_form_loading()}
            </p>
          }
        >
          <ApplicationForm key={job.id} job={job} />
        </Suspense>
      )}
    </dialog>
  );
}
