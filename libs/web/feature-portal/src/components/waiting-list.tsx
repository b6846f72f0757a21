import type { ReactNode } from 'react';
import type { PortalOverview } from '@huron/shared/contracts/portal';
import { formatDate, formatMoney, m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { useOverview } from '../api/get-overview';
import { returnPath } from '../return-path';
import { LoadFailed, Loading } from './portal-layout';
import { PayButton } from './pay-button';
import { returnName } from './status-words';

interface Item {
  key: string;
  at: string;
  title: string;
  detail: string;
  action: ReactNode;
}

/** The overview's three lists as one, oldest first: each item says what is asked and holds the one step that does it. */
function itemsOf(overview: PortalOverview): Item[] {
  const requests = overview.requests.map((request) => ({
    key: `request-${request.id}`,
    at: request.requestedAt,
    title: request.type === 'document' ? m.portal_waiting_document({ label: request.title }) : m.portal_waiting_question({ label: request.title }),
    detail: m.portal_waiting_for_return({ name: returnName(request.taxYear, request.engagementKind), date: formatDate(request.requestedAt, 'medium') }),
    action: (
      <Link className="button button--primary" to={returnPath(request.engagementId, `request-${request.id}`)}>
        {request.type === 'document' ? m.portal_waiting_upload() : m.portal_waiting_answer()}
        <span className="visually-hidden">{` ${request.title}`}</span>
      </Link>
    ),
  }));
  const invoices = overview.invoicesDue.map((invoice) => ({
    key: `invoice-${invoice.id}`,
    at: invoice.issuedAt,
    title: m.portal_waiting_invoice({ reference: invoice.reference, amount: formatMoney(invoice.totalCents) }),
    detail: invoice.dueDate
      ? m.portal_waiting_invoice_due({ name: returnName(invoice.taxYear, invoice.engagementKind), date: formatDate(invoice.dueDate, 'medium') })
      : m.portal_waiting_invoice_on_receipt({ name: returnName(invoice.taxYear, invoice.engagementKind) }),
    action: <PayButton invoiceId={invoice.id} totalCents={invoice.totalCents} />,
  }));
  const threads = overview.unreadThreads.map((thread) => ({
    key: `thread-${thread.engagementId}`,
    at: thread.latestAt,
    title: m.portal_waiting_messages({ count: thread.unreadCount }),
    detail: m.portal_waiting_for_return({ name: returnName(thread.taxYear, thread.engagementKind), date: formatDate(thread.latestAt, 'medium') }),
    action: (
      <Link className="button button--primary" to={returnPath(thread.engagementId, 'messages')}>
        {m.portal_waiting_read()}
        <span className="visually-hidden">{` ${returnName(thread.taxYear, thread.engagementKind)}`}</span>
      </Link>
    ),
  }));
  return [...requests, ...invoices, ...threads].sort((a, b) => a.at.localeCompare(b.at));
}

/** "Waiting for you": everything the firm waits for, each one press from done; a friendly word when nothing waits. */
export function WaitingList({ userId }: { userId: string }) {
  const overview = useOverview(userId);
  if (overview.isError) return <LoadFailed retry={() => void overview.refetch()} />;
  if (!overview.data) return <Loading text={m.portal_loading()} />;
  const items = itemsOf(overview.data);
  if (items.length === 0)
    return (
      <section className="card account-section" aria-labelledby="waiting-empty">
        <h2 id="waiting-empty">{m.portal_waiting_empty_title()}</h2>
        <p>{m.portal_waiting_empty_text()}</p>
        <Link to="/portal/returns">{m.portal_waiting_see_returns()}</Link>
      </section>
    );
  return (
    <section aria-labelledby="waiting-title">
      <h2 id="waiting-title">{m.portal_waiting_count({ count: items.length })}</h2>
      <ul className="portal-list">
        {items.map((item) => (
          <li key={item.key} className="card portal-item">
            <div>
              <h3>{item.title}</h3>
              <p className="muted">{item.detail}</p>
            </div>
            {item.action}
          </li>
        ))}
      </ul>
    </section>
  );
}
