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

/**
 * The thread with the firm, then the composer. The firm's messages are marked read once the thread is on screen
 * (once per visit with unread ones), not merely because the return's page was opened for something else.
 */
export function MessageThread({ userId, engagementId }: { userId: string; engagementId: string }) {
  const thread = useMessages(userId, engagementId);
  const { mutate: markRead } = useMarkMessagesRead(userId, engagementId);
  const list = useRef<HTMLOListElement>(null);
  const marked = useRef(false);
  const unread = thread.data?.unreadCount ?? 0;
  useEffect(() => {
    const element = list.current;
    if (!element || unread === 0 || marked.current) return;
    const observer = new IntersectionObserver((entries) => {
      if (marked.current || !entries.some((entry) => entry.isIntersecting)) return;
      marked.current = true;
      observer.disconnect();
      markRead();
    });
    observer.observe(element);
    return () => observer.disconnect();
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
        <ol ref={list} className="portal-list" aria-label={m.portal_messages_list()}>
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
