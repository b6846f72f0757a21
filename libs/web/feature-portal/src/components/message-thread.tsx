import type { PortalMessage } from '@huron/shared/contracts/portal-messages';
import { formatDateTime, m } from '@huron/shared/i18n';
import { Suspense, lazy, useEffect, useRef } from 'react';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import { useMessages } from '../api/list-messages';
import { LoadFailed, Loading } from './portal-layout';

const MessageComposer = lazy(() => import('./message-composer'));

/** The composer's chunk, asked for as soon as the page shows. */
export const preloadMessageComposer = () => void import('./message-composer');

/** One message: who wrote it and when, its text as text (never HTML), its files, and for the client's own whether the firm read it. */
function Message({ message }: { message: PortalMessage }) {
  const fromClient = message.author === 'client';
  return (
    <li className={fromClient ? 'portal-message' : 'portal-message portal-message--firm'}>
      <p className="muted">
        {m.portal_message_meta({
          who: fromClient ? m.portal_message_you() : (message.authorName ?? m.portal_message_firm()),
          at: formatDateTime(message.createdAt),
        })}
      </p>
      <p className="portal-message__body">{message.body}</p>
      {message.attachments.length > 0 && (
        <ul aria-label={m.portal_message_attachments()}>
          {message.attachments.map((file) => (
            <li key={file.id}>
              <a href={file.url} download={file.name}>
                {file.name}
              </a>
            </li>
          ))}
        </ul>
      )}
      {fromClient && <p className="muted">{message.readAt ? m.portal_message_read({ at: formatDateTime(message.readAt) }) : m.portal_message_unread()}</p>}
    </li>
  );
}

/** The thread with the firm: read, it marks the firm's messages read (once per visit with unread ones); then the composer. */
export function MessageThread({ userId, engagementId }: { userId: string; engagementId: string }) {
  const thread = useMessages(userId, engagementId);
  const markRead = useMarkMessagesRead(userId, engagementId);
  const marked = useRef(false);
  const unread = thread.data?.unreadCount ?? 0;
  useEffect(() => {
    if (unread === 0 || marked.current) return;
    marked.current = true;
    markRead.mutate();
  }, [unread, markRead]);
  return (
    <section id="messages" tabIndex={-1} className="card account-section" aria-labelledby="messages-title">
      <h2 id="messages-title">{m.portal_messages_title()}</h2>
      {thread.isError ? (
        <LoadFailed retry={() => void thread.refetch()} />
      ) : !thread.data ? (
        <Loading text={m.portal_loading()} />
      ) : thread.data.messages.length === 0 ? (
        <p>{m.portal_messages_empty()}</p>
      ) : (
        <ol className="portal-list" aria-label={m.portal_messages_list()}>
          {thread.data.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      )}
      <Suspense fallback={null}>
        <MessageComposer userId={userId} engagementId={engagementId} />
      </Suspense>
    </section>
  );
}
