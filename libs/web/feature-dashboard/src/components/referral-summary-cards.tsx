import { formatMoney, m } from '@huron/shared/i18n';
import type { ReferralSummary } from '../api/get-referral-summary';

export function ReferralSummaryCards({ summary }: { summary: ReferralSummary }) {
  const cards = [
    [m.referrals_card_total(), String(summary.total)],
    [m.referrals_card_pending(), String(summary.pending)],
    [m.referrals_card_completed(), String(summary.completed)],
    [m.referrals_card_earnings(), formatMoney(summary.earningsCents)],
  ] as const;
  return (
    <ul className="referral-cards" aria-label={m.referrals_dashboard_title()} style={{ listStyle: 'none', padding: 0 }}>
      {cards.map(([label, value]) => (
        <li key={label} className="card referral-card">
          <p className="referral-card__label">{label}</p>
          <p className="referral-card__value">{value}</p>
        </li>
      ))}
    </ul>
  );
}
