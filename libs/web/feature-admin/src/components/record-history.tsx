import { CLIENT_RECORD_LIMITS, type RecordKind } from '@huron/shared/contracts/client-records';
import { m } from '@huron/shared/i18n';
import { queryClient } from '@huron/web/data-access/api';
import { toast } from '@huron/web/data-access';
import { FormField, FormSubmit, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { z } from 'zod';
import { useAddRecordNote } from '../api/add-record-note';
import { recordNotesQueryOptions, type RecordNote } from '../api/record-notes';
import { useSendRecordReply } from '../api/send-record-reply';
import { when } from '../kinds/common';
import { ApiFailure, Loading } from './api-failure';

const noteSchema = z.object({ noteBody: z.string().trim().min(1, { message: m.admin_note_required() }).max(CLIENT_RECORD_LIMITS.noteMax) });
const replySchema = z.object({
  replySubject: z.string().trim().max(CLIENT_RECORD_LIMITS.subjectMax),
  replyBody: z.string().trim().min(1, { message: m.admin_reply_required() }).max(CLIENT_RECORD_LIMITS.replyMax),
});

function heading(note: RecordNote): string {
  const who = note.type === 'earlier' ? m.admin_note_earlier() : (note.authorName ?? m.admin_message_from_staff());
  const time = when(note.createdAt);
  if (note.type !== 'reply') return m.admin_engagement_note_by({ who, time });
  return note.delivery === 'portal' ? m.admin_reply_by_portal({ who, time }) : m.admin_reply_by_mail({ who, time });
}

/** The record's notes and replies, oldest first: append-only (no edit, no delete). */
function History({ kind, id }: { kind: RecordKind; id: string }) {
  const notes = useQuery(recordNotesQueryOptions(kind, id), queryClient);
  if (notes.isError) return <ApiFailure error={notes.error} retry={() => void notes.refetch()} />;
  if (!notes.data) return <Loading />;
  if (notes.data.items.length === 0) return <p>{m.admin_notes_none()}</p>;
  return (
    <ol className="admin-notes" aria-label={m.admin_notes_title()}>
      {notes.data.items.map((note) => (
        <li key={note.id} className={note.type === 'reply' ? 'admin-notes__reply' : undefined}>
          <p className="admin-message__meta">{heading(note)}</p>
          {note.subject && <p className="admin-message__meta">{m.admin_reply_subject_was({ subject: note.subject })}</p>}
          <p className="admin-message__body">{note.body}</p>
        </li>
      ))}
    </ol>
  );
}

function NoteForm({ kind, id }: { kind: RecordKind; id: string }) {
  const form = useZodForm(noteSchema, { defaultValues: { noteBody: '' } });
  const add = useAddRecordNote(kind, id);
  return (
    <ZodForm
      form={form}
      label={m.admin_engagement_note_new()}
      errorId="record-note-error"
      apiFields={{ body: 'noteBody' }}
      onSubmit={async (values) => {
        await add.mutateAsync(values.noteBody);
        toast.success(m.admin_engagement_note_added());
        form.reset({ noteBody: '' });
      }}
    >
      <TextareaField name="noteBody" label={m.admin_engagement_note_new()} rows={3} maxLength={CLIENT_RECORD_LIMITS.noteMax} />
      <FormSubmit label={m.admin_engagement_note_add()} busyLabel={m.admin_saving()} />
    </ZodForm>
  );
}

function ReplyForm({ kind, id }: { kind: RecordKind; id: string }) {
  const form = useZodForm(replySchema, { defaultValues: { replySubject: '', replyBody: '' } });
  const send = useSendRecordReply(kind, id);
  return (
    <section className="card account-section" aria-labelledby="record-reply-title">
      <h2 id="record-reply-title">{m.admin_reply_title()}</h2>
      <p className="muted">{m.admin_reply_hint()}</p>
      <ZodForm
        form={form}
        label={m.admin_reply_title()}
        errorId="record-reply-error"
        apiFields={{ subject: 'replySubject', body: 'replyBody' }}
        onSubmit={async (values) => {
          const sent = await send.mutateAsync({ ...(values.replySubject && { subject: values.replySubject }), body: values.replyBody });
          toast.success(sent.delivery === 'portal' ? m.admin_reply_sent_portal() : m.admin_reply_sent_mail());
          form.reset({ replySubject: '', replyBody: '' });
        }}
      >
        <FormField name="replySubject" label={m.admin_reply_subject()} hint={m.admin_reply_subject_hint()} maxLength={CLIENT_RECORD_LIMITS.subjectMax} />
        <TextareaField name="replyBody" label={m.admin_reply_body()} rows={5} maxLength={CLIENT_RECORD_LIMITS.replyMax} />
        <FormSubmit label={m.admin_reply_send()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}

/**
 * Under every client record's detail: "All from this client" (their timeline), the notes and replies (append-only),
 * a new note and a reply to the client. Lazily loaded with the record's other actions.
 */
export function RecordHistory({ kind, id }: { kind: RecordKind; id: string }) {
  return (
    <>
      <p>
        <Link to={`/admin/people/${kind}.${id}`}>{m.admin_all_from_client()}</Link>
      </p>
      <section className="card account-section" aria-labelledby="record-notes-title">
        <h2 id="record-notes-title">{m.admin_notes_title()}</h2>
        <p className="muted">{m.admin_engagement_notes_hint()}</p>
        <History kind={kind} id={id} />
        <NoteForm kind={kind} id={id} />
      </section>
      <ReplyForm kind={kind} id={id} />
    </>
  );
}

export default RecordHistory;
