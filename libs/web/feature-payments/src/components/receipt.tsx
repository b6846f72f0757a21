import { formatDateTime, formatMoney, m } from '@huron/shared/i18n';
import type { PaymentView } from '../api/get-payment';

/** A paid payment as a printable receipt. */
export function Receipt({ payment }: { payment: PaymentView }) {
  return (
    <section className="card receipt" aria-labelledby="receipt-title">
      <h2 id="receipt-title">{m.payment_receipt_title()}</h2>
      <dl className="receipt__facts">
        <div>
          <dt>{m.payment_receipt_amount()}</dt>
          <dd>{formatMoney(payment.amount)}</dd>
        </div>
        <div>
          <dt>{m.payment_receipt_for()}</dt>
          <dd>{payment.description}</dd>
        </div>
        {payment.paidAt && (
          <div>
            <dt>{m.payment_receipt_date()}</dt>
            <dd>{formatDateTime(payment.paidAt)}</dd>
          </div>
        )}
        <div>
          <dt>{m.payment_receipt_reference()}</dt>
          <dd className="receipt__reference">{payment.reference}</dd>
        </div>
      </dl>
      <button type="button" className="button button--secondary receipt__print" onClick={() => window.print()}>
        {m.payment_print()}
      </button>
    </section>
  );
}
