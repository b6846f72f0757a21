import {
  DOCUMENT_REQUEST_WAITING,
  ENGAGEMENT_LIMITS,
  type PortalDocumentRequest,
  type PortalRequestAnswer,
  type PortalRequestFiles,
} from '@huron/shared/contracts/engagements';
import { m } from '@huron/shared/i18n';
import { FormSubmit, TextareaField, ZodForm, useZodForm, type ZodFormProps } from '@huron/web/forms';
import { FileUploadField } from '@huron/web/forms/upload';
import { useAddRequestFiles } from '../api/add-request-files';
import { useAnswerRequest } from '../api/answer-request';
import { uploadDocument } from '../api/upload-document';

// The forms of a request item: their own chunk (with the form kit, the upload field and the contracts' constants),
// fetched while the return's data loads, so the page itself stays within the form pages' budget.

const loadFilesSchema = () => import('../portal-schemas').then((module) => module.portalRequestFilesSchema);
const loadAnswerSchema = () => import('../portal-schemas').then((module) => module.portalRequestAnswerSchema);

export interface RequestActionProps {
  userId: string;
  request: PortalDocumentRequest;
  /** Called once the item is sent: the item takes the focus, so the keyboard stays where the form was. */
  onSent(): void;
}

/** A request item's form: sends its values, then gives the focus back to the item. */
function RequestForm<Input, Output>({
  form,
  label,
  request,
  send,
  onSent,
  children,
}: Pick<ZodFormProps<Input, Output>, 'form' | 'label' | 'children'> &
  Pick<RequestActionProps, 'request' | 'onSent'> & { send(values: Output): Promise<unknown> }) {
  const submit = async (values: Output) => {
    await send(values);
    onSent();
  };
  return (
    <ZodForm form={form} label={label} errorId={`request-${request.id}-error`} onSubmit={submit}>
      {children}
    </ZodForm>
  );
}

function FilesForm({ userId, request, onSent }: RequestActionProps) {
  const form = useZodForm(loadFilesSchema);
  const add = useAddRequestFiles(userId, request.engagementId, request.id);
  return (
    <RequestForm form={form} label={m.portal_request_files_form({ title: request.title })} request={request} send={add.mutateAsync} onSent={onSent}>
      <FileUploadField<PortalRequestFiles> name="uploadIds" label={m.portal_request_files_label({ title: request.title })} upload={uploadDocument} />
      <FormSubmit label={m.portal_request_files_send()} busyLabel={m.portal_request_sending()} />
    </RequestForm>
  );
}

function AnswerForm({ userId, request, onSent }: RequestActionProps) {
  const form = useZodForm(loadAnswerSchema);
  const answer = useAnswerRequest(userId, request.engagementId, request.id);
  return (
    <RequestForm form={form} label={m.portal_request_answer_form({ title: request.title })} request={request} send={answer.mutateAsync} onSent={onSent}>
      <TextareaField<PortalRequestAnswer>
        name="answer"
        id={`request-${request.id}-answer`}
        label={m.portal_request_answer_label()}
        maxLength={ENGAGEMENT_LIMITS.answerMax}
        rows={3}
        required
      />
      <FormSubmit label={m.portal_request_answer_send()} busyLabel={m.portal_request_sending()} />
    </RequestForm>
  );
}

/** The form while the item waits for the client (open, or returned with a reason); nothing once it is sent or done. */
export default function RequestAction(props: RequestActionProps) {
  if (!DOCUMENT_REQUEST_WAITING.includes(props.request.status)) return null;
  return props.request.type === 'document' ? <FilesForm {...props} /> : <AnswerForm {...props} />;
}
