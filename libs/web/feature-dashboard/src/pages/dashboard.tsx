import { m } from '@huron/shared/i18n';
import { RequireSession } from '@huron/web/data-access';
import { ButtonLink, PageMeta } from '@huron/web/ui';
import type { Session } from '@supabase/auth-js';
import { useReferralSummary } from '../api/get-referral-summary';
import { useReferralPages } from '../api/list-referrals';
import { ReferralHistory } from '../components/referral-history';
import { ReferralSummaryCards } from '../components/referral-summary-cards';
import { ShareLinkCard } from '../components/share-link-card';
import { SignedInAs } from '../components/signed-in-as';
import { SignOutButton } from '../components/sign-out-button';
import { useClaimFromLink } from '../components/use-claim-from-link';

function Referrals({ session }: { session: Session }) {
  const userId = session.user.id;
  useClaimFromLink(userId);
  const summary = useReferralSummary(userId);
  const pages = useReferralPages(userId);
  if (summary.isError || pages.isError) {
    return (
      <div className="alert alert--error" role="alert">
        <p>{m.referrals_failed()}</p>
        <button
          type="button"
          className="button button--secondary"
          onClick={() => {
            void summary.refetch();
            void pages.refetch();
          }}
        >
          {m.referrals_retry()}
        </button>
      </div>
    );
  }
  if (!summary.data || !pages.data) {
    return (
      <p className="account-loading" role="status">
        {m.referrals_loading()}
      </p>
    );
  }
  return (
    <>
      <ReferralSummaryCards summary={summary.data} />
      <ShareLinkCard userId={userId} />
      <section className="card account-section" aria-labelledby="history-title">
        <h2 id="history-title">{m.referrals_history_title()}</h2>
        <ReferralHistory items={pages.data.pages.flatMap((p) => p.items)} />
        {pages.hasNextPage && (
          <button type="button" className="button button--secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
            {m.referrals_more()}
          </button>
        )}
      </section>
    </>
  );
}

export function DashboardPage() {
  return (
    <div className="account-page">
      <PageMeta title={m.referrals_dashboard_title()} description={m.referrals_dashboard_meta_description()} path="/dashboard" noindex />
      <div className="container">
        <h1>{m.referrals_dashboard_title()}</h1>
        <RequireSession>
          {(session) => (
            <>
              <div className="account-page__bar">
                <SignedInAs session={session} />
                <div className="cluster">
                  <ButtonLink to="/portal" variant="secondary" icon="file">
                    {m.site_portal_link()}
                  </ButtonLink>
                  <ButtonLink to="/send-a-friend" icon="gift">
                    {m.referrals_new()}
                  </ButtonLink>
                  <SignOutButton />
                </div>
              </div>
              <Referrals session={session} />
            </>
          )}
        </RequireSession>
      </div>
    </div>
  );
}
