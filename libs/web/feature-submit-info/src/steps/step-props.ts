import type { TaxIntakeInput } from '@huron/shared/contracts/tax-intake';

export type DraftValues = Partial<TaxIntakeInput>;

/** What the page hands every step: the answers so far and the ways to move on or back. */
export interface StepProps {
  values: DraftValues;
  title: string;
  focusHeading: boolean;
  onChange(values: DraftValues): void;
  onNext(values: DraftValues): void;
  onBack?(values: DraftValues): void;
}
