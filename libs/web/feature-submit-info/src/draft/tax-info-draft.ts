import type { TaxIntakeInput } from '@huron/shared/contracts/tax-intake';

/** Everything typed so far, where the person is, and what makes a retried submit the same submit. */
export interface TaxInfoDraft {
  step: number;
  values: Partial<TaxIntakeInput>;
  /** Sent as Idempotency-Key, so a retried or double-clicked submit creates one intake. */
  submissionKey: string;
  /** When the form was first shown (ms epoch): the bot trap's minimum fill time. */
  startedAt: number;
}

// sessionStorage, never localStorage: tax answers must not outlive the tab on a shared computer.
const KEY = 'huron.taxinfo.draft';

export function newDraft(now = Date.now()): TaxInfoDraft {
  return { step: 0, values: {}, submissionKey: crypto.randomUUID(), startedAt: now };
}

export function loadDraft(): TaxInfoDraft | null {
  try {
    const raw = window.sessionStorage.getItem(KEY);
    if (!raw) return null;
    const draft = JSON.parse(raw) as TaxInfoDraft;
    return typeof draft.step === 'number' && draft.values && typeof draft.submissionKey === 'string' ? draft : null;
  } catch {
    return null;
  }
}

export function saveDraft(draft: TaxInfoDraft): void {
  try {
    window.sessionStorage.setItem(KEY, JSON.stringify(draft));
  } catch {
    // Storage full or disabled: the wizard still works, it just will not survive a reload.
  }
}

export function clearDraft(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
