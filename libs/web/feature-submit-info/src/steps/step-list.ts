import { m } from '@huron/shared/i18n';

/** The wizard's steps in order; `title` is the step heading and the indicator's label. */
export const STEPS = [
  { id: 'contact', title: () => m.taxinfo_step_contact() },
  { id: 'filing', title: () => m.taxinfo_step_filing() },
  { id: 'household', title: () => m.taxinfo_step_household() },
  { id: 'income', title: () => m.taxinfo_step_income() },
  { id: 'documents', title: () => m.taxinfo_step_documents() },
  { id: 'office', title: () => m.taxinfo_step_office() },
  { id: 'consent', title: () => m.taxinfo_step_consent() },
  { id: 'review', title: () => m.taxinfo_step_review() },
] as const;

export type StepId = (typeof STEPS)[number]['id'];
export const stepIndex = (id: StepId) => STEPS.findIndex((s) => s.id === id);
