import './referral-welcome.css';
import { formatMoney, m } from '@huron/shared/i18n';
import { useReferralWelcome, type ReferralWelcomeBody } from '../api/get-referral-welcome';

export interface ReferralWelcomeProps {
  /** The share code from the address the friend arrived by. */
  code: string;
  onDismiss(): void;
}

function sentence({ firstName, friendDiscountCents }: ReferralWelcomeBody): string {
  const discount = friendDiscountCents === null ? null : formatMoney(friendDiscountCents);
  if (firstName) return discount ? m.referrals_welcome_named_amount({ name: firstName, discount }) : m.referrals_welcome_named({ name: firstName });
  return discount ? m.referrals_welcome_amount({ discount }) : m.referrals_welcome_plain();
}

/**
 * The welcome of a friend who came by a referrer's share link: who sent them and what they get. Nothing shows for a
 * code that names nobody, or while it is being looked up.
 */
export default function ReferralWelcome({ code, onDismiss }: ReferralWelcomeProps) {
  const welcome = useReferralWelcome(code);
  if (!welcome.data) return null;
  return (
    <div className="referral-welcome" role="status">
      <div className="container referral-welcome__inner">
        <p className="referral-welcome__text">
          <strong>{m.referrals_welcome_title()}</strong> {sentence(welcome.data)}
        </p>
        <button
          type="button"
          className="button button--secondary referral-welcome__dismiss"
          onClick={onDismiss}
          aria-label={m.referrals_welcome_dismiss_label()}
        >
          {m.referrals_welcome_dismiss()}
        </button>
      </div>
    </div>
  );
}
