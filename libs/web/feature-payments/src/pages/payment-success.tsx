import { m } from '@huron/shared/i18n';
import { ButtonLink, PageHeader, PageMeta } from '@huron/web/ui';
import { usePayment } from '../api/get-payment';
import { usePaymentIdParam } from '../components/payment-id';
import { Receipt } from '../components/receipt';

/** Stripe's success_url: the receipt once paid; while the processor confirms, a note that updates by itself. */
export function PaymentSuccessPage() {
  const { ready, id } = usePaymentIdParam();
  const payment = usePayment(id);
  const status = payment.data?.status;
  const title =
    status === 'paid' || status === 'partially_refunded' || status === 'refunded'
      ? m.payment_success_title()
      : status === 'pending'
        ? m.payment_pending_title()
        : status
          ? m.payment_unpaid_title()
          : m.payment_success_meta_title();
  return (
    <>
      <PageMeta title={m.payment_success_meta_title()} description={m.payment_meta_description()} path="/payment/success" noindex />
      <PageHeader title={title} narrow />
      <div className="container container--narrow payment-return" aria-live="polite">
        {(!ready || payment.isPending) && id !== null && <p>{m.payment_loading()}</p>}
        {ready && (id === null || payment.isError) && (
          <>
            <p className="alert alert--error">{m.payment_not_found()}</p>
            <ButtonLink to="/payment">{m.payment_try_again()}</ButtonLink>
          </>
        )}
        {payment.data && title === m.payment_success_title() && (
          <>
            <p className="lead">{m.payment_success_lead()}</p>
            <Receipt payment={payment.data} />
          </>
        )}
        {status === 'pending' && <p>{m.payment_pending_lead()}</p>}
        {(status === 'failed' || status === 'expired') && (
          <>
            <p>{m.payment_unpaid_lead()}</p>
            <ButtonLink to="/payment">{m.payment_try_again()}</ButtonLink>
          </>
        )}
      </div>
    </>
  );
}
