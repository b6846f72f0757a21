import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, SelectField, TextareaField, ZodForm, messageOf, useZodForm } from '@huron/web/forms';
import { Suspense, lazy, useState } from 'react';
import { z } from 'zod';
import { useAddEngagementNote } from '../api/add-engagement-note';
import { useCreateDocumentRequest } from '../api/create-document-request';
import type { DocumentRequest, Engagement } from '../api/get-engagement';
import { usePatchDocumentRequest } from '../api/patch-document-request';
import { usePatchEngagement, type EngagementPatch } from '../api/patch-engagement';
import { useStaffChange } from '../components/conflict';
import { DocumentItem, Documents } from '../components/documents';
import { EngagementInvoices } from '../components/engagement-invoices';
import { EngagementMessages } from '../components/engagement-messages';
import { useStaffOptions } from '../components/staff-select';
import { when } from '../kinds/common';
import {
  EFILE_RESULTS,
  ENGAGEMENT_INTERNAL_STATUSES,
  ENGAGEMENT_STATUSES,
  efileLabel,
  engagementStatusLabel,
  historyFieldLabel,
  historyValueLabel,
  internalStatusLabel,
  optionsFrom,
  requestStatusLabel,
} from '../kinds/engagement-labels';
import type { ActionsProps } from '../kinds/kind';

// Signatures load after the page paints: their forms and the kiosk are their own chunk.
const EngagementSignatures = lazy(() => import('../components/engagement-signatures'));

/** As the shared contracts allow (ENGAGEMENT_LIMITS in libs/shared/contracts/src/engagements). */
const LIMITS = { titleMax: 200, descriptionMax: 2000, reasonMax: 1000, nextStepMax: 1000, noteMax: 5000 } as const;

type Props = ActionsProps<Engagement>;

const statusSchema = z.object({
  status: z.enum(ENGAGEMENT_STATUSES),
  internalStatus: z.enum(ENGAGEMENT_INTERNAL_STATUSES),
  assigneeUserId: z.string(),
});

/** The client-facing status, the internal stage and the assignee: one PATCH of what changed, with the version seen. */
function StatusForm({ record, onSaved }: Props) {
  const form = useZodForm(statusSchema, {
    defaultValues: { status: record.status, internalStatus: record.internalStatus, assigneeUserId: record.assigneeUserId ?? '' },
  });
  const patch = usePatchEngagement(record.id);
  const { run, notice } = useStaffChange(() => onSaved());
  const assignees = useStaffOptions([{ value: '', label: m.admin_assignee_none() }]);
  return (
    <section className="card account-section" aria-labelledby="engagement-status-title">
      <h2 id="engagement-status-title">{m.admin_engagement_status_title()}</h2>
      {notice}
      <ZodForm
        form={form}
        label={m.admin_engagement_status_title()}
        errorId="engagement-status-error"
        onSubmit={async (values) => {
          const assignee = values.assigneeUserId === '' ? null : values.assigneeUserId;
          const body: EngagementPatch = { version: record.version };
          if (values.status !== record.status) body.status = values.status;
          if (values.internalStatus !== record.internalStatus) body.internalStatus = values.internalStatus;
          if (assignee !== record.assigneeUserId) body.assigneeUserId = assignee;
          if (Object.keys(body).length === 1) return;
          const done = body.status ? m.admin_engagement_status_moved({ status: engagementStatusLabel(body.status) }) : m.admin_engagement_details_saved();
          if (await run(() => patch.mutateAsync(body), done)) onSaved();
        }}
      >
        <SelectField name="status" label={m.admin_field_status()} options={optionsFrom(ENGAGEMENT_STATUSES, engagementStatusLabel)} />
        <SelectField name="internalStatus" label={m.admin_field_internal_status()} options={optionsFrom(ENGAGEMENT_INTERNAL_STATUSES, internalStatusLabel)} />
        <SelectField name="assigneeUserId" label={m.admin_field_assignee()} options={assignees} />
        <FormSubmit label={m.admin_engagement_status_submit()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

const efileSchema = z.object({
  irsResult: z.enum(EFILE_RESULTS),
  irsNextStep: z.string().trim().max(LIMITS.nextStepMax),
  michiganResult: z.enum(EFILE_RESULTS),
  michiganNextStep: z.string().trim().max(LIMITS.nextStepMax),
});

/** The IRS's and Michigan's answers, each with the client-facing "what happens next" (for a rejection). */
function EfileForm({ record, onSaved }: Props) {
  const form = useZodForm(efileSchema, {
    defaultValues: {
      irsResult: record.irs.result,
      irsNextStep: record.irs.nextStep ?? '',
      michiganResult: record.michigan.result,
      michiganNextStep: record.michigan.nextStep ?? '',
    },
  });
  const patch = usePatchEngagement(record.id);
  const { run, notice } = useStaffChange(() => onSaved());
  const options = optionsFrom(EFILE_RESULTS, efileLabel);
  return (
    <section className="card account-section" aria-labelledby="engagement-efile-title">
      <h2 id="engagement-efile-title">{m.admin_engagement_efile_title()}</h2>
      {notice}
      <ZodForm
        form={form}
        label={m.admin_engagement_efile_title()}
        errorId="engagement-efile-error"
        apiFields={{ 'irs.result': 'irsResult', 'irs.nextStep': 'irsNextStep', 'michigan.result': 'michiganResult', 'michigan.nextStep': 'michiganNextStep' }}
        onSubmit={async (values) => {
          const body: EngagementPatch = { version: record.version };
          const irs = { result: values.irsResult, nextStep: values.irsNextStep || null };
          const michigan = { result: values.michiganResult, nextStep: values.michiganNextStep || null };
          if (irs.result !== record.irs.result || irs.nextStep !== record.irs.nextStep) body.irs = irs;
          if (michigan.result !== record.michigan.result || michigan.nextStep !== record.michigan.nextStep) body.michigan = michigan;
          if (Object.keys(body).length === 1) return;
          if (await run(() => patch.mutateAsync(body), m.admin_efile_saved())) onSaved();
        }}
      >
        <SelectField name="irsResult" label={m.admin_engagement_efile_irs()} options={options} />
        <FormField name="irsNextStep" label={m.admin_efile_next_step({ authority: m.admin_engagement_efile_irs() })} maxLength={LIMITS.nextStepMax} />
        <SelectField name="michiganResult" label={m.admin_engagement_efile_michigan()} options={options} />
        <FormField name="michiganNextStep" label={m.admin_efile_next_step({ authority: m.admin_engagement_efile_michigan() })} maxLength={LIMITS.nextStepMax} />
        <FormSubmit label={m.admin_efile_submit()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

function History({ record }: { record: Engagement }) {
  if (record.history.length === 0) return null;
  return (
    <section className="card account-section" aria-labelledby="engagement-history-title">
      <h2 id="engagement-history-title">{m.admin_engagement_history_title()}</h2>
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={m.admin_engagement_history_caption()}>
        <table className="admin-table">
          <caption>{m.admin_engagement_history_caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.admin_history_when()}</th>
              <th scope="col">{m.admin_history_change()}</th>
              <th scope="col">{m.admin_history_value()}</th>
            </tr>
          </thead>
          <tbody>
            {record.history.map((entry, index) => (
              <tr key={index}>
                <td>{when(entry.at)}</td>
                <td>{historyFieldLabel(entry.field)}</td>
                <td>{historyValueLabel(entry.field, entry.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

const noteSchema = z.object({ noteBody: z.string().trim().min(1).max(LIMITS.noteMax) });

/** Internal notes, oldest first; append-only (no edit, no delete). */
function Notes({ record, onSaved }: Props) {
  const form = useZodForm(noteSchema);
  const add = useAddEngagementNote(record.id);
  return (
    <section className="card account-section" aria-labelledby="engagement-notes-title">
      <h2 id="engagement-notes-title">{m.admin_engagement_notes_title()}</h2>
      <p className="muted">{m.admin_engagement_notes_hint()}</p>
      {record.notes.length === 0 ? (
        <p>{m.admin_engagement_notes_none()}</p>
      ) : (
        <ol className="admin-notes">
          {record.notes.map((note) => (
            <li key={note.id}>
              <p className="admin-message__meta">
                {m.admin_engagement_note_by({ who: note.authorName ?? m.admin_message_from_staff(), time: when(note.createdAt) })}
              </p>
              <p className="admin-message__body">{note.body}</p>
            </li>
          ))}
        </ol>
      )}
      <ZodForm
        form={form}
        label={m.admin_engagement_note_new()}
        errorId="engagement-note-error"
        apiFields={{ body: 'noteBody' }}
        onSubmit={async (values) => {
          await add.mutateAsync({ body: values.noteBody });
          toast.success(m.admin_engagement_note_added());
          form.reset({ noteBody: '' });
          onSaved();
        }}
      >
        <TextareaField name="noteBody" label={m.admin_engagement_note_new()} rows={3} maxLength={LIMITS.noteMax} />
        <FormSubmit label={m.admin_engagement_note_add()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

const returnSchema = z.object({ reason: z.string().trim().min(1, { message: m.admin_request_reason_required() }).max(LIMITS.reasonMax) });

/** Returning an item asks why: the client sees the reason and is asked again. */
function ReturnForm({ request, onReturn }: { request: DocumentRequest; onReturn(reason: string): Promise<void> }) {
  const form = useZodForm(returnSchema);
  return (
    <ZodForm
      form={form}
      label={m.admin_request_return_for({ name: request.title })}
      errorId={`return-${request.id}-error`}
      onSubmit={(values) => onReturn(values.reason)}
    >
      <FormField name="reason" id={`reason-${request.id}`} label={m.admin_request_reason({ name: request.title })} maxLength={LIMITS.reasonMax} />
      <FormSubmit label={m.admin_request_return_submit()} busyLabel={m.admin_saving()} />
    </ZodForm>
  );
}

/** Requests staff can still withdraw (close): any not yet accepted or closed. */
const WITHDRAWABLE: readonly string[] = ['open', 'returned', 'submitted'];

function RequestItem({ request, onSaved }: { request: DocumentRequest; onSaved(): void }) {
  const patch = usePatchDocumentRequest();
  const { run, notice } = useStaffChange(onSaved);
  const [returning, setReturning] = useState(false);
  const [failed, setFailed] = useState<string | null>(null);
  async function change(body: Parameters<typeof patch.mutateAsync>[0]['body'], done: string) {
    setFailed(null);
    if (await run(() => patch.mutateAsync({ id: request.id, body }), done)) onSaved();
  }
  /** A button's click: the change at the version shown, its failure written under the item. */
  const changeTo = (action: 'accept' | 'close', done: string) => () =>
    void change({ action, version: request.version }, done).catch((error: unknown) => setFailed(messageOf(error)));
  return (
    <li className="admin-request">
      <h3 className="admin-request__title">
        {request.title} <span className="admin-badge">{requestStatusLabel(request.status)}</span>
      </h3>
      <p className="muted">
        {request.type === 'question' ? m.admin_request_type_question() : m.admin_request_type_document()} ·{' '}
        {m.admin_request_asked({ time: when(request.createdAt) })}
        {request.remindersSent > 0 && <> · {m.admin_request_reminders({ count: request.remindersSent })}</>}
        {request.nextReminderAt && <> · {m.admin_request_next_reminder({ time: when(request.nextReminderAt) })}</>}
      </p>
      {request.description && <p className="admin-message__body">{request.description}</p>}
      {request.answer !== null && (
        <p className="admin-message__body">
          <strong>{m.admin_request_answer()}:</strong> {request.answer}
        </p>
      )}
      {request.returnReason && request.status === 'returned' && <p>{m.admin_request_return_reason({ reason: request.returnReason })}</p>}
      {request.type === 'document' &&
        (request.files.length === 0 ? (
          <p>{m.admin_request_no_files()}</p>
        ) : (
          <ul className="admin-documents" aria-label={m.admin_request_files()}>
            {request.files.map((file) => (
              <DocumentItem key={file.id} document={file} />
            ))}
          </ul>
        ))}
      {notice}
      {WITHDRAWABLE.includes(request.status) && (
        <div className="cluster">
          {request.status === 'submitted' && (
            <>
              <button
                type="button"
                className="button button--primary"
                aria-label={m.admin_request_accept_for({ name: request.title })}
                disabled={patch.isPending}
                onClick={changeTo('accept', m.admin_request_accepted({ name: request.title }))}
              >
                {m.admin_request_accept()}
              </button>
              <button
                type="button"
                className="button button--secondary"
                aria-label={m.admin_request_return_for({ name: request.title })}
                aria-expanded={returning}
                onClick={() => setReturning(!returning)}
              >
                {m.admin_request_return()}
              </button>
            </>
          )}
          <button
            type="button"
            className="button button--secondary"
            aria-label={m.admin_request_withdraw_for({ name: request.title })}
            disabled={patch.isPending}
            onClick={changeTo('close', m.admin_request_withdrawn({ name: request.title }))}
          >
            {m.admin_request_withdraw()}
          </button>
        </div>
      )}
      {failed && (
        <p className="field__error" role="alert">
          {failed}
        </p>
      )}
      {request.status === 'submitted' && returning && (
        <ReturnForm
          request={request}
          onReturn={(reason) => change({ action: 'return', reason, version: request.version }, m.admin_request_returned({ name: request.title }))}
        />
      )}
    </li>
  );
}

const requestSchema = z.object({
  requestType: z.enum(['document', 'question']),
  requestTitle: z.string().trim().min(1).max(LIMITS.titleMax),
  requestDescription: z.string().trim().max(LIMITS.descriptionMax),
});

function RequestForm({ record, onSaved }: Props) {
  const form = useZodForm(requestSchema, { defaultValues: { requestType: 'document' } });
  const create = useCreateDocumentRequest(record.id);
  return (
    <section aria-labelledby="request-new-title">
      <h3 id="request-new-title">{m.admin_request_new_title()}</h3>
      <ZodForm
        form={form}
        label={m.admin_request_new_title()}
        errorId="request-new-error"
        apiFields={{ type: 'requestType', title: 'requestTitle', description: 'requestDescription' }}
        onSubmit={async (values) => {
          await create.mutateAsync({ type: values.requestType, title: values.requestTitle, description: values.requestDescription || null });
          toast.success(m.admin_request_sent());
          form.reset({ requestType: values.requestType, requestTitle: '', requestDescription: '' });
          onSaved();
        }}
      >
        <SelectField
          name="requestType"
          label={m.admin_request_type()}
          options={[
            { value: 'document', label: m.admin_request_type_document() },
            { value: 'question', label: m.admin_request_type_question() },
          ]}
        />
        <FormField name="requestTitle" label={m.admin_request_name()} hint={m.admin_request_name_hint()} maxLength={LIMITS.titleMax} />
        <TextareaField name="requestDescription" label={m.admin_request_details()} rows={3} maxLength={LIMITS.descriptionMax} />
        <FormSubmit label={m.admin_request_submit()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

function Requests(props: Props) {
  const { record, onSaved } = props;
  return (
    <section className="card account-section" aria-labelledby="requests-title" id="requests">
      <h2 id="requests-title">{m.admin_requests_title()}</h2>
      {record.requests.length === 0 ? (
        <p>{m.admin_requests_none()}</p>
      ) : (
        <ul className="admin-requests">
          {record.requests.map((request) => (
            <RequestItem key={request.id} request={request} onSaved={() => onSaved()} />
          ))}
        </ul>
      )}
      <RequestForm {...props} />
    </section>
  );
}

/** An engagement's staff screen: status and assignee, e-file results, history, notes, requests, messages, invoices. */
export default function EngagementActions(props: Props) {
  const { record } = props;
  return (
    <>
      {/* Keyed by the version: after any change they show the record's new values and send its new version. */}
      <StatusForm {...props} key={`status-${record.version}`} />
      <Requests {...props} />
      <EngagementMessages engagementId={record.id} />
      <EngagementInvoices engagementId={record.id} />
      <Suspense fallback={null}>
        <EngagementSignatures engagementId={record.id} />
      </Suspense>
      <Notes {...props} />
      <EfileForm {...props} key={`efile-${record.version}`} />
      <History record={record} />
      {record.documents.length > 0 && <Documents documents={record.documents} title={m.admin_engagement_intake_documents()} />}
    </>
  );
}
