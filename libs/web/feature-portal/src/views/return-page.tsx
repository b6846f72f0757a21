import { m } from '@huron/shared/i18n';
import { ApiError } from '@huron/web/data-access/api';
import { useEffect } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { useEngagement } from '../api/get-engagement';
import { useInvoices } from '../api/list-invoices';
import { useMessages } from '../api/list-messages';
import { useRequests } from '../api/list-requests';
import { InvoiceList } from '../components/invoice-list';
import { MessageThread, preloadMessageComposer } from '../components/message-thread';
import { LoadFailed, Loading, PortalLayout } from '../components/portal-layout';
import { RequestList, preloadRequestAction } from '../components/request-list';
import { ReturnStatus } from '../components/return-status';
import { SignatureTasks } from '../components/signature-tasks';
import { returnName } from '../components/status-words';

/** A link from elsewhere ('#request-{id}', '#messages', '#invoice-{id}') takes the focus to that part once it is on screen. */
function useFocusHashTarget(ready: boolean) {
  const { hash } = useLocation();
  useEffect(() => {
    if (!ready || !hash) return;
    const target = document.getElementById(decodeURIComponent(hash.slice(1)));
    if (!target) return;
    target.focus({ preventScroll: true });
    target.scrollIntoView({ block: 'start' });
  }, [ready, hash]);
}

function Invoices({ userId, engagementId }: { userId: string; engagementId: string }) {
  const invoices = useInvoices(userId);
  if (invoices.isError) return <LoadFailed retry={() => void invoices.refetch()} />;
  if (!invoices.data) return <Loading text={m.portal_loading()} />;
  return <InvoiceList invoices={invoices.data.items.filter((invoice) => invoice.engagementId === engagementId)} />;
}

function Return({ userId, id }: { userId: string; id: string }) {
  // The forms' chunks load while the return's data does.
  useEffect(() => {
    preloadRequestAction();
    preloadMessageComposer();
  }, []);
  const engagement = useEngagement(userId, id);
  const invoices = useInvoices(userId);
  // The same queries as the sections' (one request each): the part a link names is on screen once all have loaded.
  const requests = useRequests(userId, id);
  const thread = useMessages(userId, id);
  useFocusHashTarget(Boolean(engagement.data && invoices.data && requests.data && thread.data));
  if (engagement.error instanceof ApiError && engagement.error.status === 404)
    return (
      <div className="alert alert--error" role="alert">
        <p>{m.portal_return_not_found()}</p>
        <Link to="/portal/returns">{m.portal_back_to_returns()}</Link>
      </div>
    );
  if (engagement.isError) return <LoadFailed retry={() => void engagement.refetch()} />;
  if (!engagement.data) return <Loading text={m.portal_loading()} />;
  return (
    <div className="account-page__sections">
      <p className="portal-return-name">{returnName(engagement.data.taxYear, engagement.data.kind)}</p>
      <ReturnStatus engagement={engagement.data} />
      <SignatureTasks userId={userId} engagementId={id} />
      <RequestList userId={userId} engagementId={id} />
      <MessageThread userId={userId} engagementId={id} />
      <Invoices userId={userId} engagementId={id} />
    </div>
  );
}

/** /portal/returns/{id}: one return; prerendered once (its session check) and served for any id. */
export function PortalReturnPage() {
  const { id = '' } = useParams();
  return (
    <PortalLayout title={m.portal_return_title()} path="/portal/returns">
      {(session) => <Return userId={session.user.id} id={id} />}
    </PortalLayout>
  );
}
