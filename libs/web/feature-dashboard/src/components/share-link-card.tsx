import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { useReferralLink } from '../api/get-referral-link';

export function ShareLinkCard({ userId }: { userId: string }) {
  const link = useReferralLink(userId);
  if (!link.data) return null;
  const url = link.data.url;
  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(m.referrals_copied());
    } catch {
      toast.error(m.referrals_copy_failed());
    }
  }
  return (
    <section className="card account-section" aria-labelledby="share-title">
      <h2 id="share-title">{m.referrals_share_title()}</h2>
      <p>{m.referrals_share_text()}</p>
      <div className="referral-share">
        <code className="referral-share__url" data-testid="share-url">
          {url}
        </code>
        <button type="button" className="button button--secondary" onClick={() => void copy()}>
          {m.referrals_copy()}
        </button>
      </div>
    </section>
  );
}
