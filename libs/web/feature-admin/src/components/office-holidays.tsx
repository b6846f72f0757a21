import { formatDate, m } from '@huron/shared/i18n';
import { FormField, FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { z } from 'zod';
import type { OfficeHours } from '../api/get-office-hours';
import { usePutOfficeHours } from '../api/put-office-hours';
import { useStaffChange } from './conflict';

type Holiday = OfficeHours['holidays'][number];
const extraDay = z.object({ date: z.iso.date(m.admin_hours_date_invalid()), name: z.string().trim().min(1).max(100) });

/** The office's holidays of the next year: federal ones close booking unless kept open; staff may close extra days. */
export function OfficeHolidays({ hours, reload }: { hours: OfficeHours; reload(): void }) {
  const put = usePutOfficeHours();
  const { run, notice } = useStaffChange(reload);
  const form = useZodForm(extraDay);
  const save = (holidays: Holiday[], done: string) =>
    run(
      () =>
        put.mutateAsync({
          office: hours.office,
          body: { version: hours.version, week: hours.week, holidays: holidays.map(({ date, name, closed }) => ({ date, name, closed })) },
        }),
      done,
    );
  const toggle = (h: Holiday) =>
    void save(
      hours.holidays.map((x) => (x.date === h.date ? { ...x, closed: !x.closed } : x)),
      m.admin_hours_saved(),
    ).catch(() => undefined);
  return (
    <section className="card account-section" aria-labelledby="holidays-title">
      <h2 id="holidays-title">{m.admin_hours_holidays_title()}</h2>
      <p>{m.admin_hours_holidays_hint()}</p>
      {notice}
      <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={m.admin_hours_holidays_table()}>
        <table className="admin-table">
          <caption className="visually-hidden">{m.admin_hours_holidays_table()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.admin_hours_holiday_date()}</th>
              <th scope="col">{m.admin_hours_holiday_name()}</th>
              <th scope="col">{m.admin_field_status()}</th>
              <th scope="col">
                <span className="visually-hidden">{m.admin_actions()}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {hours.holidays.map((h) => (
              <tr key={h.date}>
                <td>{formatDate(h.date)}</td>
                <th scope="row">{h.name}</th>
                <td>{h.closed ? m.admin_hours_holiday_closed() : m.admin_hours_holiday_open()}</td>
                <td>
                  <button type="button" className="button button--secondary" disabled={put.isPending} onClick={() => toggle(h)}>
                    {h.closed ? m.admin_hours_keep_open({ name: h.name }) : m.admin_hours_close_on({ name: h.name })}
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ZodForm
        form={form}
        label={m.admin_hours_extra_title()}
        errorId="extra-day-error"
        onSubmit={async ({ date, name }) => {
          const saved = await save(
            [...hours.holidays.filter((x) => x.date !== date), { date, name, closed: true, source: 'office' }],
            m.admin_hours_extra_added(),
          );
          if (saved) form.reset();
        }}
      >
        <FormField name="date" label={m.admin_hours_holiday_date()} type="date" required />
        <FormField name="name" label={m.admin_hours_holiday_name()} required />
        <FormSubmit label={m.admin_hours_extra_title()} busyLabel={m.admin_saving()} />
      </ZodForm>
    </section>
  );
}
