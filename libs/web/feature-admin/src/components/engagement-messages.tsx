import { formatNumber, m } from '@huron/shared/i18n';
import { FormSubmit, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import { toast } from '@huron/web/data-access';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { useEngagementMessages, type ThreadMessage } from '../api/engagement-messages';
import { useSendEngagementMessage } from '../api/send-engagement-message';
import { when } from '../kinds/common';
import { ApiFailure, Loading } from './api-failure';

const MESSAGE_BODY_MAX = 10_000;
const loadSchema = () => import('./message-schema').then((module) => module.messageCreateSchema);

function Message({ message }: { message: ThreadMessage }) {
  const fromClient = message.author === 'client';
  const who = fromClient ? m.admin_message_from_client() : (message.authorName ?? m.admin_message_from_staff());
  return (
    <li className={`admin-message${fromClient ? ' admin-message--client' : ''}`}>
      <p className="admin-message__meta">
        <strong>{who}</strong> · <time dateTime={message.createdAt}>{when(message.createdAt)}</time>
        {fromClient && message.readAt === null && <span className="admin-badge"> {m.admin_message_new()}</span>}
        {!fromClient && <span className="muted"> · {message.readAt ? m.admin_message_read_by_client() : m.admin_message_not_read_by_client()}</span>}
      </p>
      {/* Plain text as the author typed it: React writes it as text, never as HTML. */}
      <p className="admin-message__body">{message.body}</p>
      {message.attachments.length > 0 && (
        <ul className="admin-documents" aria-label={m.admin_message_attachments()}>
          {message.attachments.map((file) => (
            <li key={file.id} className="admin-document">
              <a href={file.url} download>
                {m.admin_document_download({ name: file.name })}
              </a>
              <span className="muted">{m.admin_document_size({ kb: formatNumber(Math.max(1, Math.round(file.size / 1024))) })}</span>
            </li>
          ))}
        </ul>
      )}
    </li>
  );
}

function ReplyForm({ engagementId }: { engagementId: string }) {
  const form = useZodForm(loadSchema);
  const send = useSendEngagementMessage(engagementId);
  return (
    <ZodForm
      form={form}
      label={m.admin_message_reply()}
      errorId="reply-form-error"
      onSubmit={async (values) => {
        await send.mutateAsync({ body: values.body });
        toast.success(m.admin_message_sent());
        form.reset({ body: '' });
      }}
    >
      <TextareaField name="body" label={m.admin_message_reply()} rows={5} maxLength={MESSAGE_BODY_MAX} />
      <FormSubmit label={m.admin_message_send()} busyLabel={m.admin_saving()} />
    </ZodForm>
  );
}

/** The engagement's thread with the client (reading it marks the firm's side read), and a reply. */
export function EngagementMessages({ engagementId }: { engagementId: string }) {
  const thread = useEngagementMessages(engagementId);
  // Opened from the inbox (…#messages): once the thread is there, it is where the page (and focus) starts.
  const { hash } = useLocation();
  const heading = useRef<HTMLHeadingElement>(null);
  const loaded = thread.data !== undefined;
  useEffect(() => {
    if (loaded && hash === '#messages') {
      heading.current?.scrollIntoView({ block: 'start' });
      heading.current?.focus({ preventScroll: true });
    }
  }, [loaded, hash]);
  return (
    <section className="card account-section" aria-labelledby="messages-title" id="messages">
      <h2 id="messages-title" ref={heading} tabIndex={-1}>
        {m.admin_messages_title()}
      </h2>
      {thread.isError ? (
        <ApiFailure error={thread.error} retry={() => void thread.refetch()} />
      ) : !thread.data ? (
        <Loading />
      ) : thread.data.messages.length === 0 ? (
        <p>{m.admin_messages_none()}</p>
      ) : (
        <ol className="admin-messages" aria-label={m.admin_messages_caption()}>
          {thread.data.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      )}
      <ReplyForm engagementId={engagementId} />
    </section>
  );
}
