import { formatMoney, m } from '@huron/shared/i18n';
import { PageHeader, PageMeta } from '@huron/web/ui';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { usePayment } from '../api/get-payment';
import { usePayTestCheckout } from '../api/pay-test-checkout';
import { usePaymentIdParam } from '../components/payment-id';

/** The pay token from the fragment of the checkout URL (#token=...), read after hydration like the payment id. */
function usePayToken(ready: boolean): string {
  const { hash } = useLocation();
  return ready ? (new URLSearchParams(hash.slice(1)).get('token') ?? '') : '';
}

/**
 * The built-in checkout when the server has no Stripe keys: plainly test mode. Pay has the server send a signed
 * test event through the real webhook handler, with the token only the browser that started the checkout has;
 * Cancel goes where Stripe's cancel button would.
 */
export function PaymentTestCheckoutPage() {
  const { ready, id } = usePaymentIdParam();
  const token = usePayToken(ready);
  const payment = usePayment(id);
  const navigate = useNavigate();
  const payTestCheckout = usePayTestCheckout();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  async function pay() {
    if (!id) return;
    setBusy(true);
    setError(null);
    try {
      const { redirectTo } = await payTestCheckout.mutateAsync({ id, token });
      const next = new URL(redirectTo, window.location.href);
      navigate(`${next.pathname}${next.search}`);
    } catch (caught) {
      setError(caught instanceof Error && caught.message ? caught.message : m.payment_failed());
      setBusy(false);
    }
  }

  const payable = payment.data?.status === 'pending';
  return (
    <>
      <PageMeta title={m.payment_test_meta_title()} description={m.payment_meta_description()} path="/payment/test-checkout" noindex />
      <PageHeader title={m.payment_test_title()} narrow />
      <div className="container container--narrow payment-return">
        <p className="test-mode-banner" role="note">
          <strong>{m.payment_test_banner()}</strong>
        </p>
        <p>{m.payment_test_explain()}</p>
        {ready && (id === null || payment.isError) && <p className="alert alert--error">{m.payment_not_found()}</p>}
        {payment.data && (
          <div className="card">
            <p className="test-checkout__amount">{formatMoney(payment.data.amount)}</p>
            <p>{payment.data.description}</p>
            {!payable && <p className="alert alert--error">{m.payment_test_not_pending()}</p>}
            {error && (
              <p className="form-error" role="alert">
                {error}
              </p>
            )}
            <div className="cluster">
              <button type="button" className="button button--primary" disabled={!payable || busy} onClick={() => void pay()}>
                {busy ? m.payment_test_paying() : m.payment_test_pay({ amount: formatMoney(payment.data.amount) })}
              </button>
              <button
                type="button"
                className="button button--secondary"
                disabled={busy}
                onClick={() => navigate(`/payment/cancelled?payment=${payment.data!.id}`)}
              >
                {m.payment_test_cancel()}
              </button>
            </div>
          </div>
        )}
      </div>
    </>
  );
}
