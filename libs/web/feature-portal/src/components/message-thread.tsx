import { MESSAGE_BODY_MAX, type MessageCreate, type PortalMessage } from '@huron/shared/contracts/portal-messages';
import { formatDateTime, m } from '@huron/shared/i18n';
import { FormSubmit, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import { FileUploadField } from '@huron/web/forms/upload';
import { useEffect, useRef, useState } from 'react';
import { useMarkMessagesRead } from '../api/mark-messages-read';
import { useMessages } from '../api/list-messages';
import { useSendMessage } from '../api/send-message';
import { uploadDocument } from '../api/upload-document';
import { LoadFailed, Loading } from './portal-layout';

const loadMessageCreateSchema = () => import('../portal-schemas').then((module) => module.messageCreateSchema);

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

/** The composer: text and optional attachments (uploaded as chosen); after sending it starts empty again. */
function Composer({ userId, engagementId }: { userId: string; engagementId: string }) {
  const send = useSendMessage(userId, engagementId);
  const [sent, setSent] = useState(0);
  const onSend = async (values: MessageCreate) => {
    await send.mutateAsync(values);
    setSent((count) => count + 1);
  };
  return <ComposerForm key={sent} onSend={onSend} sentOnce={sent > 0} />;
}

function ComposerForm({ onSend, sentOnce }: { onSend: (values: MessageCreate) => Promise<void>; sentOnce: boolean }) {
  const form = useZodForm(loadMessageCreateSchema);
  return (
    <ZodForm form={form} label={m.portal_message_form_label()} errorId="message-error" onSubmit={onSend}>
      <TextareaField<MessageCreate> name="body" id="message-body" label={m.portal_message_body_label()} maxLength={MESSAGE_BODY_MAX} rows={4} required />
      <FileUploadField<MessageCreate> name="documents" label={m.portal_message_attach_label()} upload={uploadDocument} />
      <FormSubmit label={m.portal_message_send()} busyLabel={m.portal_message_sending()} />
      <p className="account-section__status" role="status">
        {sentOnce ? m.portal_message_sent() : ''}
      </p>
    </ZodForm>
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
      <Composer userId={userId} engagementId={engagementId} />
    </section>
  );
}
