import { m } from '@huron/shared/i18n';
import { FormSubmit, ZodForm, type ZodFormApi } from '@huron/web/forms';
import { useEffect, useRef, type ReactNode } from 'react';

export interface StepFormProps<Input, Output> {
  form: ZodFormApi<Input, Output>;
  title: string;
  /** Move focus to the heading when shown: every step change after the first screen. */
  focusHeading: boolean;
  /** Called as the person types, with the step's raw values, so the draft survives a reload. */
  onChange(values: Partial<Input>): void;
  onNext(values: Output): Promise<void> | void;
  /** Absent on the first step. Keeps the step's values without checking them. */
  onBack?(values: Partial<Input>): void;
  submitLabel?: string;
  busyLabel?: string;
  children: ReactNode;
}

/** One wizard step: its heading, its fields checked by its own schema, Back and Continue. */
export function StepForm<Input, Output>({
  form,
  title,
  focusHeading,
  onChange,
  onNext,
  onBack,
  submitLabel,
  busyLabel,
  children,
}: StepFormProps<Input, Output>) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);
  useEffect(() => form.subscribeValues((values) => onChange(values as Partial<Input>)), [form, onChange]);

  return (
    <ZodForm form={form} label={title} errorId="taxinfo-error" onSubmit={onNext}>
      <h2 className="wizard__heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      {children}
      <div className="wizard__actions">
        {onBack && (
          <button type="button" className="button button--secondary" onClick={() => onBack(form.getValues() as Partial<Input>)}>
            {m.taxinfo_back()}
          </button>
        )}
        <FormSubmit label={submitLabel ?? m.taxinfo_next()} busyLabel={busyLabel ?? m.taxinfo_next()} />
      </div>
    </ZodForm>
  );
}
