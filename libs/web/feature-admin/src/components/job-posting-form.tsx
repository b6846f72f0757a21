import { m } from '@huron/shared/i18n';
import { PAY_UNITS } from '@huron/shared/contracts/job-postings';
import { FormField, FormSubmit, SelectField, TextareaField, ZodForm, useZodForm } from '@huron/web/forms';
import type { AdminJobPosting } from '../api/list-job-postings';
import { useCreateJobPosting } from '../api/create-job-posting';
import { usePatchJobPosting } from '../api/patch-job-posting';
import { useStaffChange } from './conflict';
import { EMPLOYMENT_CHOICES, formValuesOf, jobPostingFormSchema } from './job-posting-schema';

const PAY_UNIT_WORDS: Record<(typeof PAY_UNITS)[number], () => string> = {
  HOUR: m.admin_posting_per_hour,
  WEEK: m.admin_posting_per_week,
  MONTH: m.admin_posting_per_month,
  YEAR: m.admin_posting_per_year,
};
const EMPLOYMENT_WORDS: Record<keyof typeof EMPLOYMENT_CHOICES, () => string> = {
  'PART_TIME,FULL_TIME': m.admin_posting_part_or_full_time,
  FULL_TIME: m.admin_posting_full_time,
  PART_TIME: m.admin_posting_part_time,
  SEASONAL: m.admin_posting_seasonal,
  TEMPORARY: m.admin_posting_temporary,
  INTERN: m.admin_posting_intern,
};

/** Publish a new posting, or edit `posting` at the version read (a stale version says so and offers a reload). */
export function JobPostingForm({ posting, onDone, reload }: { posting?: AdminJobPosting; onDone(): void; reload(): void }) {
  const form = useZodForm(jobPostingFormSchema, {
    defaultValues: posting ? formValuesOf(posting) : { payUnit: 'HOUR', employmentTypes: 'PART_TIME,FULL_TIME' },
  });
  const create = useCreateJobPosting();
  const patch = usePatchJobPosting();
  const { run, notice } = useStaffChange(reload);
  const title = posting ? m.admin_posting_edit_title({ title: posting.title }) : m.admin_posting_new_title();
  return (
    <section className="card account-section" aria-labelledby="posting-form-title">
      <h2 id="posting-form-title">{title}</h2>
      {notice}
      <ZodForm
        form={form}
        label={title}
        errorId="posting-form-error"
        onSubmit={async ({ status, ...values }) => {
          const saved = posting
            ? await run(() => patch.mutateAsync({ id: posting.id, body: { ...values, version: posting.version } }), m.admin_posting_saved())
            : await run(() => create.mutateAsync({ ...values, status }), m.admin_posting_published());
          if (saved) onDone();
        }}
      >
        <FormField name="title" label={m.admin_posting_field_title()} required />
        <FormField name="location" label={m.admin_posting_field_location()} required />
        <FormField name="pay" label={m.admin_posting_field_pay()} hint={m.admin_posting_field_pay_hint()} required />
        <FormField name="payMinCents" label={m.admin_posting_field_pay_min()} inputMode="decimal" required />
        <FormField name="payMaxCents" label={m.admin_posting_field_pay_max()} inputMode="decimal" required />
        <SelectField name="payUnit" label={m.admin_posting_field_pay_unit()} options={PAY_UNITS.map((value) => ({ value, label: PAY_UNIT_WORDS[value]() }))} />
        <FormField name="type" label={m.admin_posting_field_type()} hint={m.admin_posting_field_type_hint()} required />
        <SelectField
          name="employmentTypes"
          label={m.admin_posting_field_employment()}
          options={(Object.keys(EMPLOYMENT_WORDS) as Array<keyof typeof EMPLOYMENT_WORDS>).map((value) => ({ value, label: EMPLOYMENT_WORDS[value]() }))}
        />
        <TextareaField name="summary" label={m.admin_posting_field_summary()} rows={4} maxLength={2000} required />
        <TextareaField name="duties" label={m.admin_posting_field_duties()} hint={m.admin_posting_lines_hint()} rows={6} />
        <TextareaField name="requirements" label={m.admin_posting_field_requirements()} hint={m.admin_posting_lines_hint()} rows={6} />
        <TextareaField name="preferred" label={m.admin_posting_field_preferred()} hint={m.admin_posting_lines_hint()} rows={4} />
        <TextareaField name="benefits" label={m.admin_posting_field_benefits()} hint={m.admin_posting_lines_hint()} rows={4} />
        <FormField name="datePosted" label={m.admin_posting_field_date_posted()} type="date" required />
        <FormField name="validThrough" label={m.admin_posting_field_valid_through()} hint={m.admin_posting_field_valid_through_hint()} type="date" required />
        <FormSubmit label={posting ? m.admin_posting_save() : m.admin_posting_publish()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}
