import { formatMoney, m } from '@huron/shared/i18n';
import type { Payment } from '../api/get-payment';
import { when } from '../kinds/common';

/** A payment's refunds in its history: amount, when, who and why. */
export function RefundList({ refunds }: { refunds: Payment['refunds'] }) {
  return (
    <ul className="admin-refunds">
      {refunds.map((refund) => (
        <li key={refund.id}>
          {m.admin_refund_line({
            amount: formatMoney(refund.amount),
            time: when(refund.createdAt),
            who: refund.createdByName ?? m.admin_message_from_staff(),
            reason: refund.reason ?? m.admin_refund_no_reason(),
          })}
        </li>
      ))}
    </ul>
  );
}
