import { courseJoinInstructions, type SessionDescription } from '@huron/shared/content';
import type { TaxSchoolSession } from '@huron/shared/contracts';
import type { CourseSessionRow } from './course-sessions.repository';

// A session in words, as the page, its JSON-LD and the receipt state it (English, as the rest of the course content).

const FORMAT_WORDS = { online: 'Online self study', live: 'Live/virtual' } as const;
const DAY_NAMES = ['Mondays', 'Tuesdays', 'Wednesdays', 'Thursdays', 'Fridays', 'Saturdays', 'Sundays'];

const utc = (day: string) => new Date(`${day}T00:00:00Z`);
const monthDay = (day: string) => new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(utc(day));
const longDate = (day: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(utc(day));

/** "10am", "6:30pm" from "10:00", "18:30". */
function clock(time: string): string {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return `${hour}${minutes ? `:${String(minutes).padStart(2, '0')}` : ''}${hours < 12 ? 'am' : 'pm'}`;
}

function list(words: string[]): string {
  return words.length <= 2 ? words.join(' and ') : `${words.slice(0, -1).join(', ')} and ${words.at(-1)}`;
}

/** "Oct 1 - Oct 31, 2025"; "Dec 30, 2025 - Jan 8, 2026" across a new year. */
export function sessionDates(session: Pick<CourseSessionRow, 'firstDay' | 'lastDay'>): string {
  const [first, last] = [session.firstDay, session.lastDay];
  const lastWords = `${monthDay(last)}, ${last.slice(0, 4)}`;
  return first.slice(0, 4) === last.slice(0, 4) ? `${monthDay(first)} - ${lastWords}` : `${monthDay(first)}, ${first.slice(0, 4)} - ${lastWords}`;
}

/** "Saturdays 10am-2pm" for a live session; null for online self study. */
export function sessionClassTimes(session: Pick<CourseSessionRow, 'format' | 'weekdays' | 'startTime' | 'endTime'>): string | null {
  if (session.format !== 'live' || !session.startTime || !session.endTime) return null;
  const days = [...session.weekdays].sort((a, b) => a - b).map((day) => DAY_NAMES[day - 1]!);
  return `${list(days)} ${clock(session.startTime)}-${clock(session.endTime)}`;
}

export function sessionSchedule(session: CourseSessionRow): string {
  const times = sessionClassTimes(session);
  return times ? `${times}, ${sessionDates(session)}` : sessionDates(session);
}

/** Whether the session takes registrations on `today` (a Michigan calendar day). */
export function sessionState(session: CourseSessionRow, today: string): TaxSchoolSession['state'] {
  if (session.status !== 'open' || today > session.registrationDeadline) return 'closed';
  return session.seatsTaken >= session.seats ? 'full' : 'open';
}

/** The session as /tax-school lists it. */
export function publicSession(session: CourseSessionRow, today: string): TaxSchoolSession {
  const state = sessionState(session, today);
  return {
    code: session.code,
    title: session.title,
    mode: session.format,
    format: FORMAT_WORDS[session.format],
    schedule: sessionSchedule(session),
    startDate: session.firstDay,
    endDate: session.lastDay,
    weekdays: session.weekdays,
    startTime: session.startTime,
    endTime: session.endTime,
    priceCents: session.priceCents,
    registrationDeadline: session.registrationDeadline,
    seatsLeft: Math.max(0, session.seats - session.seatsTaken),
    state,
    open: state === 'open',
  };
}

/** What the receipt says of the registration: the session, its dates, its class times and how to join. */
export function describeSession(session: CourseSessionRow): SessionDescription {
  const times = sessionClassTimes(session);
  const instructions = courseJoinInstructions[session.format === 'live' ? 'blended' : 'online'];
  return {
    name: `${session.title}, ${FORMAT_WORDS[session.format]} (session ${session.code})`,
    dates: `${longDate(session.firstDay)} to ${longDate(session.lastDay)}`,
    times: times ? `${times}, Michigan time` : 'At your own pace',
    howToJoin: session.joinDetails
      ? `${instructions} ${session.format === 'live' ? 'Class link or room' : 'Course site'}: ${session.joinDetails}`
      : instructions,
  };
}
