import type { PaymentFormInput } from '@huron/shared/contracts/payments';

// What the person typed, kept in this tab only (sessionStorage) so "Try Again" after a cancelled checkout refills
// the form. It never goes to the server, which keeps no one's details in the payment's public view.
const KEY = 'huron.payment-form';

export function savePaymentForm(values: PaymentFormInput): void {
  try {
    sessionStorage.setItem(KEY, JSON.stringify(values));
  } catch {
    // storage full or blocked: the form simply starts empty next time
  }
}

export function savedPaymentForm(): Partial<PaymentFormInput> | null {
  try {
    const raw = sessionStorage.getItem(KEY);
    return raw ? (JSON.parse(raw) as Partial<PaymentFormInput>) : null;
  } catch {
    return null;
  }
}
