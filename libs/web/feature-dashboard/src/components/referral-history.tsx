import { formatDate, formatMoney, m } from '@huron/shared/i18n';
import type { ReferralPage } from '../api/list-referrals';

type Referral = ReferralPage['items'][number];

const STATUS_LABELS: Record<Referral['status'], () => string> = {
  pending: m.referrals_status_pending,
  contacted: m.referrals_status_contacted,
  completed: m.referrals_status_completed,
  paid: m.referrals_status_paid,
  declined: m.referrals_status_declined,
};

export function ReferralHistory({ items }: { items: Referral[] }) {
  if (items.length === 0) return <p>{m.referrals_empty()}</p>;
  return (
    <div className="referral-table-wrap">
      <table className="referral-table">
        <thead>
          <tr>
            {[m.referrals_col_friend(), m.referrals_col_email(), m.referrals_col_status(), m.referrals_col_reward(), m.referrals_col_date()].map((column) => (
              <th scope="col" key={column}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {items.map((r) => (
            <tr key={r.id}>
              <td>{r.friendName}</td>
              <td>{r.friendEmail}</td>
              <td>
                <span className={`referral-badge referral-badge--${r.status}`}>{STATUS_LABELS[r.status]()}</span>
              </td>
              <td>{r.rewardCents === null ? '-' : formatMoney(r.rewardCents)}</td>
              <td>{formatDate(r.createdAt, 'medium')}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
