import {
  CAREER_APPLICATION_ISSUE,
  COVER_NOTE_MAX,
  RESUME_KINDS,
  careerApplicationCreateSchema,
  type CareerApplicationCreate,
  type CareerApplicationInput,
  type CareerApplicationReceipt,
} from '@huron/shared/contracts/careers';
import type { JobPosting } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';
import { formFailure, keyPerBody } from '@huron/web/data-access/api';
import { FormField, FormSubmit, FormSuccess, HoneypotField, TextareaField, ZodForm, useFormStartedAt, useZodForm } from '@huron/web/forms';
import { FileUploadField } from '@huron/web/forms/upload';
import { useMemo, useState } from 'react';
import { useSendApplication } from '../api/send-application';
import { uploadResume } from '../api/upload-resume';

type Input = CareerApplicationInput;

const reasons = {
  [CAREER_APPLICATION_ISSUE.phone]: () => m.careers_error_phone(),
  [CAREER_APPLICATION_ISSUE.resume]: () => m.careers_error_resume(),
};

/** Quick Apply's form, loaded when its dialog first opens; it gives way to the reference on success. */
export default function ApplicationForm({ job }: { job: JobPosting }) {
  const form = useZodForm(careerApplicationCreateSchema, { reasons, defaultValues: { jobId: job.id, resume: '' } });
  const keyFor = useMemo(keyPerBody, []);
  const startedAt = useFormStartedAt();
  const [receipt, setReceipt] = useState<CareerApplicationReceipt | null>(null);
  const sendApplication = useSendApplication();

  async function send(values: CareerApplicationCreate) {
    const body = { ...values, jobId: job.id, startedAt: startedAt() };
    try {
      setReceipt(await sendApplication.mutateAsync({ body, idempotencyKey: keyFor(body) }));
    } catch (error) {
      throw formFailure(error, form, { network: m.careers_error_network(), server: m.careers_error_server() });
    }
  }

  if (receipt) {
    return (
      <FormSuccess>
        <h3>{m.careers_success_title()}</h3>
        <p>{m.careers_success_reference({ reference: receipt.reference })}</p>
        <p>{m.careers_success_next()}</p>
      </FormSuccess>
    );
  }

  return (
    <ZodForm form={form} label={m.careers_form_label({ job: job.title })} errorId={`${job.id}-apply-error`} onSubmit={send}>
      <FormField<Input> name="name" label={m.careers_field_name()} autoComplete="name" required maxLength={200} />
      <FormField<Input> name="email" label={m.careers_field_email()} type="email" autoComplete="email" required maxLength={254} />
      <FormField<Input> name="phone" label={m.careers_field_phone()} type="tel" autoComplete="tel" required maxLength={24} />
      <FileUploadField<Input>
        name="resume"
        label={m.careers_field_resume()}
        hint={m.careers_field_resume_hint()}
        upload={uploadResume}
        single
        kinds={RESUME_KINDS}
      />
      <TextareaField<Input> name="coverNote" label={m.careers_field_cover_note()} rows={4} maxLength={COVER_NOTE_MAX} />
      <HoneypotField />
      <FormSubmit label={m.careers_submit()} busyLabel={m.careers_submit_busy()} />
    </ZodForm>
  );
}
