import type { DocumentRequestStatus, PortalDocumentRequest } from '@huron/shared/contracts/engagements';
import { formatDate, m } from '@huron/shared/i18n';
import { Suspense, lazy, useRef, useState } from 'react';
import { useRequests } from '../api/list-requests';
import { LoadFailed, Loading } from './portal-layout';

const RequestAction = lazy(() => import('./request-action'));

/** The forms' chunk, asked for as soon as the list shows (it arrives while the person reads). */
export const preloadRequestAction = () => void import('./request-action');

const statusWords: Record<DocumentRequestStatus, () => string> = {
  open: m.portal_request_status_open,
  returned: m.portal_request_status_returned,
  submitted: m.portal_request_status_submitted,
  accepted: m.portal_request_status_accepted,
  closed: m.portal_request_status_closed,
};

/** One item: what is asked, where it stands (the reason when returned), what was given, and the form while it waits for the client. */
function RequestItem({ userId, request }: { userId: string; request: PortalDocumentRequest }) {
  const element = useRef<HTMLLIElement>(null);
  const [sent, setSent] = useState(false);
  const titleId = `request-${request.id}-title`;
  const onSent = () => {
    setSent(true);
    element.current?.focus();
  };
  return (
    <li ref={element} id={`request-${request.id}`} tabIndex={-1} className="card portal-request" aria-labelledby={titleId}>
      <h3 id={titleId}>{request.title}</h3>
      <p className="muted">
        {m.portal_request_meta({
          type: request.type === 'document' ? m.portal_request_type_document() : m.portal_request_type_question(),
          date: formatDate(request.createdAt, 'medium'),
        })}
      </p>
      {request.description && <p className="portal-message__body">{request.description}</p>}
      <p>
        <strong>{statusWords[request.status]()}</strong>
        {request.status === 'returned' && request.returnReason ? ` ${m.portal_request_return_reason({ reason: request.returnReason })}` : ''}
      </p>
      {request.files.length > 0 && (
        <ul aria-label={m.portal_request_files_given()}>
          {request.files.map((file) => (
            <li key={file.id}>{m.portal_request_file({ name: file.name, date: formatDate(file.uploadedAt, 'medium') })}</li>
          ))}
        </ul>
      )}
      {request.answer && <p className="portal-message__body">{m.portal_request_your_answer({ answer: request.answer })}</p>}
      <p role="status">{sent ? m.portal_request_sent() : ''}</p>
      <Suspense fallback={null}>
        <RequestAction userId={userId} request={request} onSent={onSent} />
      </Suspense>
    </li>
  );
}

/** The return's document requests and questions, those waiting for the client first. */
export function RequestList({ userId, engagementId }: { userId: string; engagementId: string }) {
  const requests = useRequests(userId, engagementId);
  return (
    <section id="requests" className="card account-section" aria-labelledby="requests-title">
      <h2 id="requests-title">{m.portal_requests_title()}</h2>
      {requests.isError ? (
        <LoadFailed retry={() => void requests.refetch()} />
      ) : !requests.data ? (
        <Loading text={m.portal_loading()} />
      ) : requests.data.items.length === 0 ? (
        <p>{m.portal_requests_empty()}</p>
      ) : (
        <ul className="portal-list">
          {requests.data.items.map((request) => (
            <RequestItem key={request.id} userId={userId} request={request} />
          ))}
        </ul>
      )}
    </section>
  );
}
