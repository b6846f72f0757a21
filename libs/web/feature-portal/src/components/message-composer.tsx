import { MESSAGE_BODY_MAX, type MessageCreate } from '@huron/shared/contracts/portal-messages';
import { m } from '@huron/shared/i18n';
import { FormSubmit, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import { FileUploadField } from '@huron/web/forms/upload';
import { useState } from 'react';
import { useSendMessage } from '../api/send-message';
import { uploadDocument } from '../api/upload-document';

// The composer: its own chunk (with the form kit and the upload field), fetched while the thread loads.

const loadMessageCreateSchema = () => import('../portal-schemas').then((module) => module.messageCreateSchema);

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

/** Text and optional attachments (uploaded as chosen); after sending it starts empty again. */
export default function MessageComposer({ userId, engagementId }: { userId: string; engagementId: string }) {
  const send = useSendMessage(userId, engagementId);
  const [sent, setSent] = useState(0);
  const onSend = async (values: MessageCreate) => {
    await send.mutateAsync(values);
    setSent((count) => count + 1);
  };
  return <ComposerForm key={sent} onSend={onSend} sentOnce={sent > 0} />;
}
