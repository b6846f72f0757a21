import { m } from '@huron/shared/i18n';
import type { BookingOffice } from '@huron/shared/contracts/booking';
import { useEffect, useMemo, useState } from 'react';
import { useAvailability } from '../api/get-availability';
import { bookingWindow, dayLabel, differsFromDetroit, timeIn, visitorTime, visitorZone, zoneName } from '../slot-labels';
import { AvailabilityFailure, AvailabilityLoading } from './availability-failure';

export interface SlotPickerProps {
  office: BookingOffice;
  /** The chosen start (ISO), or null. */
  value: string | null;
  onChange(startsAt: string | null): void;
  idPrefix: string;
}

/** Day (days without free times shown as such; the first free day preselected), then a free time. */
export function SlotPicker({ office, value, onChange, idPrefix }: SlotPickerProps) {
  const range = useMemo(() => bookingWindow(), []);
  const availability = useAvailability(office, range.from, range.to);
  const days = availability.data?.days;
  const firstFree = days?.find((d) => d.times.length > 0)?.date ?? null;
  const [day, setDay] = useState<string | null>(null);
  const shownDay = day && days?.some((d) => d.date === day) ? day : firstFree;
  const times = days?.find((d) => d.date === shownDay)?.times ?? [];
  const zone = useMemo(() => visitorZone(), []);

  // A time that is no longer free (after a refresh) is no longer chosen.
  useEffect(() => {
    if (value && days && !days.some((d) => d.times.some((t) => t.startsAt === value))) onChange(null);
  }, [days, value, onChange]);

  if (availability.isPending) return <AvailabilityLoading reserve />;
  if (availability.isError || !days) return <AvailabilityFailure />;
  if (!firstFree) return <p className="alert">{m.booking_no_days()}</p>;

  const showLocal = times.length > 0 && differsFromDetroit(zone, times[0]!.startsAt);
  return (
    <div className="booking-slots">
      <div className="field">
        <label htmlFor={`${idPrefix}-day`}>{m.booking_step_day()}</label>
        <select
          id={`${idPrefix}-day`}
          className="field__input"
          value={shownDay ?? ''}
          onChange={(e) => {
            setDay(e.target.value);
            onChange(null);
          }}
        >
          {days.map((d) => (
            <option key={d.date} value={d.date} disabled={d.times.length === 0}>
              {dayOption(d.date, d.times.length)}
            </option>
          ))}
        </select>
      </div>
      <fieldset className="booking-choices booking-times">
        <legend>{m.booking_step_time()}</legend>
        {showLocal && <ZoneNote first={times[0]!.startsAt} zone={zone} />}
        <div className="booking-times__grid">
          {times.map((t) => {
            const label = timeIn(t.startsAt, 'America/Detroit');
            return (
              <label key={t.startsAt} className="booking-choice">
                <input type="radio" name={`${idPrefix}-time`} value={t.startsAt} checked={value === t.startsAt} onChange={() => onChange(t.startsAt)} />
                <span>{label}</span>
              </label>
            );
          })}
        </div>
      </fieldset>
    </div>
  );
}

/**
 * For a visitor whose clock differs from Detroit's: said once above the times (each button shows the office time
 * only, so it stays on one line), with the first time of the day as a worked example.
 */
function ZoneNote({ first, zone }: { first: string; zone: string }) {
  return (
    <p className="field__hint booking-times__zone">
      {m.booking_zone_note({
        detroit: zoneName(first, 'America/Detroit'),
        zone: zoneName(first, zone),
        time: timeIn(first, 'America/Detroit'),
        local: visitorTime(first, zone),
      })}
    </p>
  );
}

function dayOption(date: string, count: number): string {
  const day = dayLabel(date);
  if (count === 0) return m.booking_day_full({ day });
  return count === 1 ? m.booking_day_one_time({ day }) : m.booking_day_times({ day, count });
}
