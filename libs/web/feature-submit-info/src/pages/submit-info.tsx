import type { TaxIntakeInput } from '@huron/shared/contracts/tax-intake';
import { m } from '@huron/shared/i18n';
import { PageMeta } from '@huron/web/ui';
import { crumbs, FormPage } from '@huron/web/ui/page-parts';
import { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import { StepIndicator } from '../components/step-indicator';
import { Submitted } from '../components/submitted';
import { clearDraft, loadDraft, newDraft, saveDraft, type TaxInfoDraft } from '../draft/tax-info-draft';
import { ConsentStep } from '../steps/consent-step';
import { ContactStep } from '../steps/contact-step';
import { DocumentsStep } from '../steps/documents-step';
import { FilingStep } from '../steps/filing-step';
import { HouseholdStep } from '../steps/household-step';
import { IncomeStep } from '../steps/income-step';
import { OfficeStep } from '../steps/office-step';
import { STEPS } from '../steps/step-list';
import type { DraftValues, StepProps } from '../steps/step-props';

const trail = crumbs({ label: m.submit_info_submit_your_tax_information(), path: '/submit-info' });
const ReviewStep = lazy(() => import('../steps/review-step'));
const FORM_STEPS = [ContactStep, FilingStep, HouseholdStep, IncomeStep, DocumentsStep, OfficeStep, ConsentStep];

export function SubmitInfoPage() {
  const [draft, setDraft] = useState<TaxInfoDraft | null>(null);
  const [reference, setReference] = useState<string | null>(null);
  /** False until the person moves between steps: the first screen leaves focus where the site put it. */
  const [moved, setMoved] = useState(false);
  const latest = useRef<TaxInfoDraft | null>(null);

  // sessionStorage exists only in the browser: the prerendered page shows step 1, then the draft is restored.
  useEffect(() => {
    const restored = loadDraft() ?? newDraft();
    latest.current = restored;
    setDraft(restored);
  }, []);

  const update = useCallback((change: (d: TaxInfoDraft) => TaxInfoDraft, rerender: boolean) => {
    if (!latest.current) return;
    latest.current = change(latest.current);
    saveDraft(latest.current);
    if (rerender) setDraft(latest.current);
  }, []);

  const onChange = useCallback((values: DraftValues) => update((d) => ({ ...d, values: { ...d.values, ...values } }), false), [update]);
  const goTo = (step: number, values: DraftValues = {}) => {
    setMoved(true);
    update((d) => ({ ...d, step, values: { ...d.values, ...values } }), true);
  };

  function submission() {
    const current = latest.current!;
    return { values: { ...current.values, startedAt: current.startedAt } as TaxIntakeInput, submissionKey: current.submissionKey };
  }

  function submitted(receipt: string) {
    clearDraft();
    latest.current = null;
    setReference(receipt);
  }

  function startAgain() {
    const fresh = newDraft();
    latest.current = fresh;
    saveDraft(fresh);
    setReference(null);
    setMoved(true);
    setDraft(fresh);
  }

  const shown = draft ?? newDraft(0);
  const step = Math.min(Math.max(shown.step, 0), STEPS.length - 1);
  const title = STEPS[step]!.title();
  const StepComponent = FORM_STEPS[step];
  const props: StepProps = {
    values: shown.values,
    title,
    focusHeading: moved,
    onChange,
    onNext: (values) => goTo(step + 1, values),
    onBack: step > 0 ? (values) => goTo(step - 1, values) : undefined,
  };

  return (
    <>
      <PageMeta title={m.taxinfo_meta_title()} description={m.taxinfo_meta_description()} path="/submit-info" />
      <FormPage title={m.taxinfo_title()} breadcrumbs={trail} lead={m.taxinfo_lead()}>
        <div className="wizard">
          {reference ? (
            <Submitted reference={reference} onAgain={startAgain} />
          ) : (
            <>
              <StepIndicator current={step} />
              {StepComponent ? (
                // Keyed by step and by draft identity, so a restored draft re-creates the form with its values.
                <StepComponent key={`${shown.submissionKey}-${step}`} {...props} />
              ) : (
                <Suspense fallback={null}>
                  <ReviewStep
                    key={`${shown.submissionKey}-${step}`}
                    values={shown.values}
                    title={title}
                    focusHeading={moved}
                    onEdit={(s) => goTo(s)}
                    onBack={() => goTo(step - 1)}
                    submission={submission}
                    onSubmitted={submitted}
                  />
                </Suspense>
              )}
            </>
          )}
        </div>
      </FormPage>
    </>
  );
}
