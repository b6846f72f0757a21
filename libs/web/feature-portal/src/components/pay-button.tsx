import { formatMoney, m } from '@huron/shared/i18n';
import { useInvoiceCheckout } from '../api/start-invoice-checkout';

/**
 * "Pay $123.45": one press to the checkout page; the refusal (e.g. already paid) is said beside it, in the words the
 * API error or checkoutUrlOf already gave (so the page does not load the form kit for it).
 */
export function PayButton({ invoiceId, totalCents }: { invoiceId: string; totalCents: number }) {
  const checkout = useInvoiceCheckout();
  const busy = checkout.isPending || checkout.isSuccess;
  return (
    <div className="portal-pay">
      <button
        type="button"
        className="button button--primary"
        disabled={busy}
        aria-describedby={checkout.isError ? `pay-error-${invoiceId}` : undefined}
        onClick={() => checkout.mutate(invoiceId)}
      >
        {busy ? m.portal_pay_busy() : m.portal_pay({ amount: formatMoney(totalCents) })}
      </button>
      {checkout.isError && (
        <p id={`pay-error-${invoiceId}`} className="field__error" role="alert">
          {checkout.error.message}
        </p>
      )}
    </div>
  );
}
