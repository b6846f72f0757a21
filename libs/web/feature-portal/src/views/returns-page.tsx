import { formatDate, m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { useEngagementPages } from '../api/list-engagements';
import { LoadFailed, Loading, PortalLayout } from '../components/portal-layout';
import { returnName, statusText } from '../components/status-words';
import { returnPath } from '../return-path';

function Returns({ userId }: { userId: string }) {
  const pages = useEngagementPages(userId);
  if (pages.isError) return <LoadFailed retry={() => void pages.refetch()} />;
  if (!pages.data) return <Loading text={m.portal_loading()} />;
  const items = pages.data.pages.flatMap((page) => page.items);
  if (items.length === 0)
    return (
      <section className="card account-section" aria-labelledby="returns-empty">
        <h2 id="returns-empty">{m.portal_returns_empty_title()}</h2>
        <p>{m.portal_returns_empty_text()}</p>
      </section>
    );
  return (
    <>
      <ul className="portal-list">
        {items.map((engagement) => (
          <li key={engagement.id} className="card portal-item">
            <div>
              <h2>
                <Link to={returnPath(engagement.id)}>{returnName(engagement.taxYear, engagement.kind)}</Link>
              </h2>
              <p>
                <strong>{statusText(engagement.status)}</strong> {m.portal_status_since({ date: formatDate(engagement.statusChangedAt, 'medium') })}
              </p>
              {engagement.openRequestCount > 0 && <p className="muted">{m.portal_returns_open_requests({ count: engagement.openRequestCount })}</p>}
            </div>
          </li>
        ))}
      </ul>
      {pages.hasNextPage && (
        <button type="button" className="button button--secondary" onClick={() => void pages.fetchNextPage()} disabled={pages.isFetchingNextPage}>
          {m.portal_returns_more()}
        </button>
      )}
    </>
  );
}

/** /portal/returns: every return of the client, with where it stands. */
export function PortalReturnsPage() {
  return (
    <PortalLayout title={m.portal_returns_title()} path="/portal/returns">
      {(session) => <Returns userId={session.user.id} />}
    </PortalLayout>
  );
}
