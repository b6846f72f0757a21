import { m } from '@huron/shared/i18n';
import { FormField, FormSubmit, SelectField, ZodForm, useFormField, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import type { CourseSessionCreate } from '../api/add-course-session';
import type { AdminCourseSession } from '../api/list-course-sessions';

const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const DAY_REFERENCE = Date.UTC(2024, 0, 1); // a Monday
const weekdayName = (day: number) =>
  new Intl.DateTimeFormat(undefined, { weekday: 'long', timeZone: 'UTC' }).format(new Date(DAY_REFERENCE + (day - 1) * 86_400_000));

/** What the inputs hold (text); the API's schema (CourseSessionCreate) checks the session itself and names the field. */
const schema = z.object({
  code: z.string().trim().min(1).max(20),
  title: z.string().trim().min(1).max(200),
  format: z.enum(['online', 'live']),
  firstDay: z.string().min(1),
  lastDay: z.string().min(1),
  weekdays: z.array(z.string()).optional(),
  startTime: z.string().optional(),
  endTime: z.string().optional(),
  seats: z.string().regex(/^\d+$/, m.admin_session_whole_number()),
  price: z.string().regex(/^\d+(\.\d{2})?$/, m.admin_session_price_format()),
  registrationDeadline: z.string().min(1),
  joinDetails: z.string().trim().max(500).optional(),
});
type Values = z.input<typeof schema>;

/** The form's values as the API's body. */
function toBody(values: z.output<typeof schema>): Omit<CourseSessionCreate, 'status'> {
  const live = values.format === 'live';
  return {
    code: values.code,
    title: values.title,
    format: values.format,
    firstDay: values.firstDay,
    lastDay: values.lastDay,
    weekdays: live ? (values.weekdays ?? []).map(Number) : [],
    startTime: live && values.startTime ? values.startTime : null,
    endTime: live && values.endTime ? values.endTime : null,
    seats: Number(values.seats),
    priceCents: Math.round(Number(values.price) * 100),
    registrationDeadline: values.registrationDeadline,
    joinDetails: values.joinDetails ? values.joinDetails : null,
  };
}

function valuesOf(session: AdminCourseSession): Values {
  return {
    code: session.code,
    title: session.title,
    format: session.format,
    firstDay: session.firstDay,
    lastDay: session.lastDay,
    weekdays: session.weekdays.map(String),
    startTime: session.startTime ?? '',
    endTime: session.endTime ?? '',
    seats: String(session.seats),
    price: (session.priceCents / 100).toFixed(2),
    registrationDeadline: session.registrationDeadline,
    joinDetails: session.joinDetails ?? '',
  };
}

function Weekdays() {
  const label = m.admin_session_weekdays();
  const { field } = useFormField('weekdays', label);
  return (
    <fieldset className="field">
      <legend>{label}</legend>
      <div className="cluster">
        {WEEKDAYS.map((day) => (
          <label key={day} className="choice">
            <input type="checkbox" value={String(day)} {...field} />
            <span>{weekdayName(day)}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}

/** Adds a session (`session` absent) or changes one, with the version it was read at. */
export function CourseSessionForm({ session, onSaved }: { session?: AdminCourseSession; onSaved(body: Omit<CourseSessionCreate, 'status'>): Promise<void> }) {
  const form = useZodForm(schema, { defaultValues: session ? valuesOf(session) : { title: 'Tax Preparer Course', format: 'online', price: '149.00' } });
  const title = session ? m.admin_session_edit({ code: session.code }) : m.admin_session_add();
  const id = session ? `session-edit-${session.id}` : 'session-add';
  return (
    <section className="card account-section" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{title}</h2>
      <ZodForm
        form={form}
        label={title}
        errorId={`${id}-error`}
        onSubmit={async (values) => {
          await onSaved(toBody(values));
          if (!session) form.reset();
        }}
      >
        <FormField<Values> name="code" id={`${id}-code`} label={m.admin_session_code()} />
        <FormField<Values> name="title" id={`${id}-name`} label={m.admin_session_name()} />
        <SelectField<Values>
          name="format"
          label={m.admin_session_format()}
          options={[
            { value: 'online', label: m.admin_session_format_online() },
            { value: 'live', label: m.admin_session_format_live() },
          ]}
        />
        <FormField<Values> name="firstDay" id={`${id}-first`} label={m.admin_session_first_day()} type="date" />
        <FormField<Values> name="lastDay" id={`${id}-last`} label={m.admin_session_last_day()} type="date" />
        <Weekdays />
        <FormField<Values> name="startTime" id={`${id}-start`} label={m.admin_session_start_time()} type="time" />
        <FormField<Values> name="endTime" id={`${id}-end`} label={m.admin_session_end_time()} type="time" />
        <FormField<Values> name="seats" id={`${id}-seats`} label={m.admin_session_seats()} inputMode="numeric" />
        <FormField<Values> name="price" id={`${id}-price`} label={m.admin_session_price()} inputMode="decimal" />
        <FormField<Values> name="registrationDeadline" id={`${id}-deadline`} label={m.admin_session_deadline()} type="date" />
        <FormField<Values> name="joinDetails" id={`${id}-join`} label={m.admin_session_join()} />
        <FormSubmit label={session ? m.admin_session_save() : m.admin_session_add()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}
