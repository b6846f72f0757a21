import './review-step.css';
import { m } from '@huron/shared/i18n';
import { FormSubmit, ZodForm, useActionForm } from '@huron/web/forms';
import { useEffect, useRef, type ReactNode } from 'react';
import { useSubmitTaxInfo, type TaxInfoSubmission } from '../api/submit-tax-info';
import { contactMethodLabel, contactTimeLabel, filingStatusLabel, incomeLabel, officeLabel, relationshipLabel } from './labels';
import { STEPS, stepIndex, type StepId } from './step-list';
import type { DraftValues } from './step-props';

export interface ReviewStepProps {
  values: DraftValues;
  title: string;
  focusHeading: boolean;
  onEdit(step: number): void;
  onBack(): void;
  /** Everything to send, read when the button is pressed. */
  submission(): TaxInfoSubmission;
  /** The intake was stored under this reference. */
  onSubmitted(reference: string): void;
}

function Section({ step, children }: { step: StepId; children: ReactNode }) {
  return (
    <section className="review__section" aria-labelledby={`review-${step}`}>
      <h3 id={`review-${step}`}>{STEPS[stepIndex(step)]!.title()}</h3>
      {children}
    </section>
  );
}

const none = () => m.taxinfo_review_none();

/**
 * Every answer by section with an edit link to its step; the submit button sends the whole intake (a failure throws
 * the sentence the form shows). Loaded when the last step opens, so the steps before it do not carry the mutation.
 */
export default function ReviewStep({ values, title, focusHeading, onEdit, onBack, submission, onSubmitted }: ReviewStepProps) {
  const heading = useRef<HTMLHeadingElement>(null);
  const form = useActionForm();
  const submitTaxInfo = useSubmitTaxInfo();
  const onSubmit = async () => onSubmitted((await submitTaxInfo.mutateAsync(submission())).reference);
  useEffect(() => {
    if (focusHeading) heading.current?.focus();
  }, [focusHeading]);

  const edit = (step: StepId) => (
    <button type="button" className="link-button" onClick={() => onEdit(stepIndex(step))}>
      {m.taxinfo_edit({ section: STEPS[stepIndex(step)]!.title() })}
    </button>
  );

  return (
    <ZodForm form={form} label={title} errorId="taxinfo-error" onSubmit={onSubmit}>
      <h2 className="wizard__heading" ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>{m.taxinfo_review_lead()}</p>
      <Section step="contact">
        <dl className="review__list">
          <dt>{m.taxinfo_field_full_name()}</dt>
          <dd>{values.fullName}</dd>
          <dt>{m.taxinfo_field_email()}</dt>
          <dd>{values.email}</dd>
          <dt>{m.taxinfo_field_phone()}</dt>
          <dd>{values.phone}</dd>
        </dl>
        {edit('contact')}
      </Section>
      <Section step="filing">
        <p>{filingStatusLabel(values.filingStatus)}</p>
        {edit('filing')}
      </Section>
      <Section step="household">
        <dl className="review__list">
          {values.spouse && (
            <>
              <dt>{m.taxinfo_spouse_legend()}</dt>
              <dd>
                {values.spouse.fullName}, {String(values.spouse.birthYear)}
              </dd>
            </>
          )}
          <dt>{m.taxinfo_dependents_legend()}</dt>
          <dd>
            {values.dependents?.length ? (
              <ul>
                {values.dependents.map((d, i) => (
                  <li key={i}>
                    {d.fullName} ({relationshipLabel(d.relationship)}, {String(d.birthYear)}, {String(d.monthsLivedWithYou)})
                  </li>
                ))}
              </ul>
            ) : (
              none()
            )}
          </dd>
        </dl>
        {edit('household')}
      </Section>
      <Section step="income">
        <p>{values.income?.length ? values.income.map(incomeLabel).join(', ') : none()}</p>
        {edit('income')}
      </Section>
      <Section step="documents">
        <p>{values.documents?.length ? m.taxinfo_review_documents({ count: values.documents.length }) : none()}</p>
        {edit('documents')}
      </Section>
      <Section step="office">
        <dl className="review__list">
          <dt>{m.taxinfo_field_office()}</dt>
          <dd>{officeLabel(values.office)}</dd>
          <dt>{m.taxinfo_field_contact_method()}</dt>
          <dd>
            {contactMethodLabel(values.contactMethod)}, {contactTimeLabel(values.contactTime)}
          </dd>
          {values.notes && (
            <>
              <dt>{m.taxinfo_field_notes()}</dt>
              <dd>{values.notes}</dd>
            </>
          )}
        </dl>
        {edit('office')}
      </Section>
      <Section step="consent">
        <p>{m.taxinfo_field_consent()}</p>
        {edit('consent')}
      </Section>
      <div className="wizard__actions">
        <button type="button" className="button button--secondary" onClick={onBack}>
          {m.taxinfo_back()}
        </button>
        <FormSubmit label={m.taxinfo_submit()} busyLabel={m.taxinfo_submit_busy()} />
      </div>
    </ZodForm>
  );
}
