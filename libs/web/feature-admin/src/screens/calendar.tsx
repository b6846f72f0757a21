import '../styles.css';
import '../work.css';
import { formatDate, formatTime, m } from '@huron/shared/i18n';
import { useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { useCalendar, type CalendarAnswer, type CalendarQuery } from '../api/get-calendar';
import { ApiFailure, Loading } from '../components/api-failure';
import { StaffTable } from '../components/staff-table';
import { useStaffOptions } from '../components/staff-select';
import { label, OFFICES } from '../kinds/labels';
import { addDays, detroitDayOf, detroitToday, isDay, weekStart } from '../lib/calendar-days';

type View = 'day' | 'week';
type Appointment = CalendarAnswer['items'][number];

/** The view's days: the day itself, or Monday to Sunday of its week. */
function daysOf(view: View, day: string): string[] {
  if (view === 'day') return [day];
  const monday = weekStart(day);
  return Array.from({ length: 7 }, (_, index) => addDays(monday, index));
}

function DaySchedule({ day, appointments }: { day: string; appointments: Appointment[] }) {
  const headingId = `calendar-${day}`;
  const title = formatDate(day, 'full');
  return (
    <section className="admin-calendar__day" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <StaffTable
        caption={m.admin_calendar_caption({ day: title })}
        headings={[
          m.admin_field_starts(),
          m.admin_field_name(),
          m.admin_field_service(),
          m.admin_field_office(),
          m.admin_field_preparer(),
          m.admin_field_status(),
        ]}
        empty={m.admin_calendar_no_appointments()}
        rowCount={appointments.length}
      >
        {appointments.map((appointment) => (
          <tr key={appointment.id}>
            <th scope="row">
              {formatTime(appointment.startsAt)} – {formatTime(appointment.endsAt)}
            </th>
            <td data-label={m.admin_field_name()}>
              <Link to={`/admin/appointments?day=${day}`}>
                {appointment.reference} · {appointment.name}
              </Link>
            </td>
            <td data-label={m.admin_field_service()}>{label(appointment.service)}</td>
            <td data-label={m.admin_field_office()}>{label(appointment.office)}</td>
            <td data-label={m.admin_field_preparer()}>{appointment.assigneeName ?? m.admin_assignee_none()}</td>
            <td data-label={m.admin_field_status()}>{label(appointment.status)}</td>
          </tr>
        ))}
      </StaffTable>
    </section>
  );
}

function Schedule({ days, query }: { days: string[]; query: CalendarQuery }) {
  const calendar = useCalendar(query);
  if (calendar.isError) return <ApiFailure error={calendar.error} retry={() => void calendar.refetch()} />;
  if (!calendar.data) return <Loading />;
  const items = calendar.data.items;
  return (
    <div className="admin-calendar__days">
      {days.map((day) => (
        <DaySchedule key={day} day={day} appointments={items.filter((item) => detroitDayOf(item.startsAt) === day)} />
      ))}
    </div>
  );
}

function CalendarScreen() {
  const id = useId();
  const [search, setSearch] = useSearchParams();
  const view: View = search.get('view') === 'day' ? 'day' : 'week';
  const today = detroitToday();
  const dateParam = search.get('date');
  const day = isDay(dateParam) ? dateParam : today;
  const office = search.get('office') ?? '';
  const staff = search.get('staff') ?? '';
  const days = daysOf(view, day);
  const staffOptions = useStaffOptions([
    { value: '', label: m.admin_filter_any() },
    { value: 'me', label: m.admin_assignee_me() },
    { value: 'none', label: m.admin_assignee_none() },
  ]);
  const query: CalendarQuery = {
    from: days[0],
    to: days.at(-1),
    ...(office && { office: office as NonNullable<CalendarQuery['office']> }),
    ...(staff && { staff }),
  };
  const go = (changes: Record<string, string>) => {
    const next = new URLSearchParams(search);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    setSearch(next);
  };
  const step = view === 'day' ? 1 : 7;
  const range = days.length === 1 ? formatDate(days[0]!, 'full') : `${formatDate(days[0]!, 'medium')} – ${formatDate(days.at(-1)!, 'medium')}`;
  return (
    <>
      <div className="admin-calendar__controls cluster">
        <div className="cluster" role="group" aria-label={m.admin_calendar_view()}>
          {(['day', 'week'] as const).map((option) => (
            <button
              key={option}
              type="button"
              className={`button ${view === option ? 'button--primary' : 'button--secondary'}`}
              aria-pressed={view === option}
              onClick={() => go({ view: option })}
            >
              {option === 'day' ? m.admin_calendar_day() : m.admin_calendar_week()}
            </button>
          ))}
        </div>
        <nav className="cluster" aria-label={m.admin_calendar_navigation()}>
          <button type="button" className="button button--secondary" onClick={() => go({ date: addDays(day, -step) })}>
            {view === 'day' ? m.admin_calendar_previous_day() : m.admin_calendar_previous_week()}
          </button>
          <button type="button" className="button button--secondary" onClick={() => go({ date: today })}>
            {m.admin_calendar_today()}
          </button>
          <button type="button" className="button button--secondary" onClick={() => go({ date: addDays(day, step) })}>
            {view === 'day' ? m.admin_calendar_next_day() : m.admin_calendar_next_week()}
          </button>
        </nav>
        <div className="cluster" role="group" aria-label={m.admin_calendar_filters()}>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-office`}>
              {m.admin_field_office()}
            </label>
            <select id={`${id}-office`} className="field__input" value={office} onChange={(event) => go({ office: event.target.value })}>
              <option value="">{m.admin_filter_any()}</option>
              {OFFICES.map((value) => (
                <option key={value} value={value}>
                  {label(value)}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label className="field__label" htmlFor={`${id}-staff`}>
              {m.admin_calendar_preparer()}
            </label>
            <select id={`${id}-staff`} className="field__input" value={staff} onChange={(event) => go({ staff: event.target.value })}>
              {staffOptions.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </select>
          </div>
        </div>
      </div>
      <p role="status" aria-live="polite">
        {m.admin_calendar_showing({ range })}
      </p>
      <Schedule days={days} query={query} />
    </>
  );
}

/** /admin/calendar (loaded by pages/admin-list.tsx inside the staff layout). */
export default CalendarScreen;
