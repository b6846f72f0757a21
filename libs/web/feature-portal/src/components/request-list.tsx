import {
  DOCUMENT_REQUEST_WAITING,
  ENGAGEMENT_LIMITS,
  type DocumentRequestStatus,
  type PortalDocumentRequest,
  type PortalRequestAnswer,
  type PortalRequestFiles,
} from '@huron/shared/contracts/engagements';
import { formatDate, m } from '@huron/shared/i18n';
import { FormSubmit, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import { FileUploadField } from '@huron/web/forms/upload';
import { useRef, useState } from 'react';
import { useAddRequestFiles } from '../api/add-request-files';
import { useAnswerRequest } from '../api/answer-request';
import { useRequests } from '../api/list-requests';
import { uploadDocument } from '../api/upload-document';
import { LoadFailed, Loading } from './portal-layout';

const loadFilesSchema = () => import('../portal-schemas').then((module) => module.portalRequestFilesSchema);
const loadAnswerSchema = () => import('../portal-schemas').then((module) => module.portalRequestAnswerSchema);

const statusWords: Record<DocumentRequestStatus, () => string> = {
  open: m.portal_request_status_open,
  returned: m.portal_request_status_returned,
  submitted: m.portal_request_status_submitted,
  accepted: m.portal_request_status_accepted,
  closed: m.portal_request_status_closed,
};

interface ItemProps {
  userId: string;
  request: PortalDocumentRequest;
  /** Called once the item is sent: the item takes the focus, so the keyboard stays where the form was. */
  onSent(): void;
}

function FilesForm({ userId, request, onSent }: ItemProps) {
  const form = useZodForm(loadFilesSchema);
  const add = useAddRequestFiles(userId, request.engagementId, request.id);
  return (
    <ZodForm
      form={form}
      label={m.portal_request_files_form({ title: request.title })}
      errorId={`request-${request.id}-error`}
      onSubmit={async (values: PortalRequestFiles) => {
        await add.mutateAsync(values);
        onSent();
      }}
    >
      <FileUploadField<PortalRequestFiles> name="uploadIds" label={m.portal_request_files_label({ title: request.title })} upload={uploadDocument} />
      <FormSubmit label={m.portal_request_files_send()} busyLabel={m.portal_request_sending()} />
    </ZodForm>
  );
}

function AnswerForm({ userId, request, onSent }: ItemProps) {
  const form = useZodForm(loadAnswerSchema);
  const answer = useAnswerRequest(userId, request.engagementId, request.id);
  return (
    <ZodForm
      form={form}
      label={m.portal_request_answer_form({ title: request.title })}
      errorId={`request-${request.id}-error`}
      onSubmit={async (values: PortalRequestAnswer) => {
        await answer.mutateAsync(values);
        onSent();
      }}
    >
      <TextareaField<PortalRequestAnswer>
        name="answer"
        id={`request-${request.id}-answer`}
        label={m.portal_request_answer_label()}
        maxLength={ENGAGEMENT_LIMITS.answerMax}
        rows={3}
        required
      />
      <FormSubmit label={m.portal_request_answer_send()} busyLabel={m.portal_request_sending()} />
    </ZodForm>
  );
}

/** One item: what is asked, where it stands (the reason when returned), what was given, and the form while it waits for the client. */
function RequestItem({ userId, request }: Omit<ItemProps, 'onSent'>) {
  const element = useRef<HTMLLIElement>(null);
  const [sent, setSent] = useState(false);
  const waiting = DOCUMENT_REQUEST_WAITING.includes(request.status);
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
      {waiting &&
        (request.type === 'document' ? (
          <FilesForm userId={userId} request={request} onSent={onSent} />
        ) : (
          <AnswerForm userId={userId} request={request} onSent={onSent} />
        ))}
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
