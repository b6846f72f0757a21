import { m } from '@huron/shared/i18n';
import type { TaxSchoolSession } from '@huron/shared/contracts/payments';

/**
 * The sessions of the course as a table: course number, format and schedule. On a phone each session is a stacked
 * block with its labels (styles.css), so no date is cut off; the explicit roles keep it a table for screen readers
 * once CSS changes its display.
 */
export function CourseSchedule({ sessions, caption }: { sessions: TaxSchoolSession[]; caption: string }) {
  return (
    // Scrolls sideways on narrow screens, so it must be reachable by keyboard.
    <div className="table-scroll" role="region" aria-labelledby="course-schedule-caption" tabIndex={0}>
      <table className="data-table data-table--stacks" role="table">
        <caption id="course-schedule-caption">{caption}</caption>
        <thead role="rowgroup">
          <tr role="row">
            <th scope="col" role="columnheader">
              {m.course_schedule_course()}
            </th>
            <th scope="col" role="columnheader">
              {m.course_schedule_format()}
            </th>
            <th scope="col" role="columnheader">
              {m.course_schedule_schedule()}
            </th>
          </tr>
        </thead>
        <tbody role="rowgroup">
          {sessions.map((session) => (
            <tr key={session.code} role="row">
              <th scope="row" role="rowheader">
                {session.code}
              </th>
              <td role="cell" data-label="Format">
                {session.format}
              </td>
              <td role="cell" data-label="Schedule">
                {session.schedule}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
