import type { Course } from '@huron/shared/content';

/** The sessions of the course as a table: course number, format and schedule. */
export function CourseSchedule({ course, caption }: { course: Course; caption: string }) {
  return (
    // Scrolls sideways on narrow screens, so it must be reachable by keyboard.
    <div className="table-scroll" role="region" aria-labelledby="course-schedule-caption" tabIndex={0}>
      <table className="data-table">
        <caption id="course-schedule-caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Course</th>
            <th scope="col">Format</th>
            <th scope="col">Schedule</th>
          </tr>
        </thead>
        <tbody>
          {course.sessions.map((session) => (
            <tr key={session.code}>
              <th scope="row">{session.code}</th>
              <td>{session.format}</td>
              <td>{session.schedule}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
