import { m } from '@huron/shared/i18n';

/** The spec's notes beside the payment form: secure processing and accepted cards. */
export function PaymentNotes() {
  return (
    <aside className="payment-notes">
      <div className="card">
        <h2>{m.payment_secure_title()}</h2>
        <p>{m.payment_secure_note()}</p>
      </div>
      <div className="card">
        <h2>{m.payment_cards_title()}</h2>
        <p>{m.payment_cards_note()}</p>
      </div>
    </aside>
  );
}
