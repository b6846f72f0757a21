import { m } from '@huron/shared/i18n';
import { WEEKDAYS, type Weekday } from '@huron/shared/contracts/offices';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import type { OfficeHours } from '../api/get-office-hours';
import { usePutOfficeHours } from '../api/put-office-hours';
import { useStaffChange } from './conflict';

/** Monday first, as the firm's hours are read. */
export const WEEK_ORDER = [...WEEKDAYS.slice(1), WEEKDAYS[0]] as Weekday[];
export const DAY_WORDS: Record<Weekday, () => string> = {
  monday: m.admin_hours_monday,
  tuesday: m.admin_hours_tuesday,
  wednesday: m.admin_hours_wednesday,
  thursday: m.admin_hours_thursday,
  friday: m.admin_hours_friday,
  saturday: m.admin_hours_saturday,
  sunday: m.admin_hours_sunday,
};

const time = z.string().refine((v) => v === '' || /^([01]\d|2[0-3]):[0-5]\d$/.test(v), { message: m.admin_hours_time_invalid() });
const schema = z
  .object(
    Object.fromEntries(
      WEEK_ORDER.flatMap((day) => [
        [`${day}_opens`, time],
        [`${day}_closes`, time],
      ]),
    ),
  )
  .superRefine((v, ctx) => {
    for (const day of WEEK_ORDER) {
      const opens = v[`${day}_opens`] ?? '';
      const closes = v[`${day}_closes`] ?? '';
      if ((opens === '') !== (closes === '')) ctx.addIssue({ code: 'custom', path: [opens ? `${day}_closes` : `${day}_opens`], message: m.admin_hours_both() });
      else if (opens && opens >= closes) ctx.addIssue({ code: 'custom', path: [`${day}_closes`], message: m.admin_hours_order() });
    }
  });

/** The week of one office: opening and closing time per day, both empty when closed; saved at the version read. */
export function WeekHoursForm({ hours, reload }: { hours: OfficeHours; reload(): void }) {
  const defaults = Object.fromEntries(
    WEEK_ORDER.flatMap((day) => {
      const period = hours.week.find((p) => p.day === day);
      return [
        [`${day}_opens`, period?.opens ?? ''],
        [`${day}_closes`, period?.closes ?? ''],
      ];
    }),
  );
  const form = useZodForm(schema, { defaultValues: defaults });
  const put = usePutOfficeHours();
  const { run, notice } = useStaffChange(reload);
  return (
    <section className="card account-section" aria-labelledby="week-hours-title">
      <h2 id="week-hours-title">{m.admin_hours_week_title()}</h2>
      <p>{m.admin_hours_week_hint()}</p>
      {notice}
      <ZodForm
        form={form}
        label={m.admin_hours_week_title()}
        errorId="week-hours-error"
        onSubmit={async (values) => {
          const week = WEEK_ORDER.filter((day) => values[`${day}_opens`]).map((day) => ({
            day,
            opens: values[`${day}_opens`]!,
            closes: values[`${day}_closes`]!,
          }));
          await run(() => put.mutateAsync({ office: hours.office, body: { version: hours.version, week } }), m.admin_hours_saved());
        }}
      >
        <div className="admin-hours-grid">
          {WEEK_ORDER.map((day) => (
            <fieldset key={day} className="admin-hours-day">
              <legend>{DAY_WORDS[day]()}</legend>
              <FormField name={`${day}_opens`} label={m.admin_hours_opens_on({ day: DAY_WORDS[day]() })} type="time" />
              <FormField name={`${day}_closes`} label={m.admin_hours_closes_on({ day: DAY_WORDS[day]() })} type="time" />
            </fieldset>
          ))}
        </div>
        <FormSubmit label={m.admin_hours_save()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}
