import { m } from '@huron/shared/i18n';
import { ButtonLink, PageHeader, PageMeta } from '@huron/web/ui';

/** Stripe's cancel_url: nothing was charged; Try Again returns to the form, refilled from this tab. */
export function PaymentCancelledPage() {
  return (
    <>
      <PageMeta title={m.payment_cancelled_meta_title()} description={m.payment_meta_description()} path="/payment/cancelled" noindex />
      <PageHeader title={m.payment_cancelled_title()} lead={m.payment_cancelled_lead()} narrow />
      <div className="container container--narrow payment-return">
        <div className="cluster">
          <ButtonLink to="/payment">{m.payment_try_again()}</ButtonLink>
          <ButtonLink to="/" variant="secondary">
            {m.payment_back_home()}
          </ButtonLink>
        </div>
      </div>
    </>
  );
}
