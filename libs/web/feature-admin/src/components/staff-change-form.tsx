import { m } from '@huron/shared/i18n';
import { FormSubmit, ZodForm, type ZodFormApi } from '@huron/web/forms';
import type { ReactNode } from 'react';
import { useStaffChange } from './conflict';

interface StaffChangeFormProps<Input, Output, R> {
  /** Prefix of the section's heading id (`<id>-title`) and the form's error id (`<id>-form-error`). */
  id: string;
  /** The section's heading and the form's accessible name. */
  title: string;
  form: ZodFormApi<Input, Output>;
  /** The change (a PATCH with the version seen); its answer goes to `onSaved`. */
  change(values: Output): Promise<R>;
  /** The toast when it worked. */
  saved: string;
  submitLabel: string;
  /** Puts the saved record in the cache; called without one to reload after a version conflict. */
  onSaved(record?: R): void;
  /** The form's fields. */
  children: ReactNode;
}

/** One staff change of a record as a card: its form, the 409 notice with a reload, the saved record handed back. */
export function StaffChangeForm<Input, Output, R>({ id, title, form, change, saved, submitLabel, onSaved, children }: StaffChangeFormProps<Input, Output, R>) {
  const { run, notice } = useStaffChange(() => onSaved());
  return (
    <section className="card account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      {notice}
      <ZodForm
        form={form}
        label={title}
        errorId={`${id}-form-error`}
        onSubmit={async (values) => {
          const result = await run(() => change(values), saved);
          if (result) onSaved(result);
        }}
      >
        {children}
        <FormSubmit label={submitLabel} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}
