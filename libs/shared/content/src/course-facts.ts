import type { Course, CourseSession } from './types';

/**
 * The Tax School course's facts that read the same in every language (id, fee in cents, session codes, dates and
 * kinds). The English courses.ts and its translations hold only the words and join them to these with
 * `taxSchoolCourseWith`.
 */
const courseFacts = { id: 'tax-preparer-course', feeCents: 14900 };

const sessionFacts = [
  { code: '2501', startDate: '2025-10-01', endDate: '2025-10-31', mode: 'online' },
  { code: '2502', startDate: '2025-11-01', endDate: '2025-11-30', mode: 'online' },
  { code: '2503', startDate: '2025-12-06', endDate: '2025-12-20', mode: 'blended' },
  { code: '2504', startDate: '2025-12-30', endDate: '2026-01-08', mode: 'blended' },
] as const satisfies ReadonlyArray<Pick<CourseSession, 'code' | 'startDate' | 'endDate' | 'mode'>>;

/** What a language says about the course, and about each session by its code. */
export type CourseWords = Pick<Course, 'name' | 'description' | 'highlights' | 'curriculum'> & {
  sessions: Record<(typeof sessionFacts)[number]['code'], Pick<CourseSession, 'format' | 'schedule' | 'times'>>;
};

/** A language's `taxSchoolCourse`: the facts with that language's words. */
export function taxSchoolCourseWith({ sessions, ...words }: CourseWords): Course {
  return { ...courseFacts, ...words, sessions: sessionFacts.map((facts) => ({ ...facts, ...sessions[facts.code] })) };
}
