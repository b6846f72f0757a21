/** Opening hours per weekday (0 = Sunday), in minutes after local midnight; a missing day is closed. */
export type WeeklyHours = Partial<Record<number, { opens: number; closes: number }>>;

const WEEKDAYS = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

const minutesOf = (hhmm: string) => {
  const [h, m] = hhmm.split(':').map(Number) as [number, number];
  return h * 60 + m;
};

/** From an office's week as staff set it in /admin (`{ day: 'monday', opens: '10:00', closes: '19:00' }`). */
export function weeklyHoursOf(week: readonly { day: string; opens: string; closes: string }[]): WeeklyHours {
  const hours: WeeklyHours = {};
  for (const period of week) {
    const index = WEEKDAYS.findIndex((name) => name.toLowerCase() === period.day);
    if (index < 0) throw new Error(`unknown weekday in office hours: ${period.day}`);
    hours[index] = { opens: minutesOf(period.opens), closes: minutesOf(period.closes) };
  }
  return hours;
}

/** From the content library's table (`standardHours`: day names and "HH:MM" times), the one the office pages show. */
export function weeklyHoursFrom(table: readonly { days: readonly string[]; opens: string; closes: string }[]): WeeklyHours {
  const hours: WeeklyHours = {};
  for (const row of table) {
    for (const day of row.days) {
      const index = WEEKDAYS.indexOf(day);
      if (index < 0) throw new Error(`unknown weekday in office hours: ${day}`);
      hours[index] = { opens: minutesOf(row.opens), closes: minutesOf(row.closes) };
    }
  }
  return hours;
}
