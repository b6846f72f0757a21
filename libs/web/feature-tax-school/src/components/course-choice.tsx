import { m } from '@huron/shared/i18n';
import { describedBy, useFormField, useFormMeta } from '@huron/web/forms';
import type { TaxSchoolSessions } from '../api/get-sessions';

/** The course as radio buttons: full and closed sessions are shown, marked so, and cannot be chosen. */
export function CourseChoice({ sessions }: { sessions: TaxSchoolSessions['sessions'] }) {
  const label = m.taxschool_field_course();
  const { field, error } = useFormField('course', label);
  const { formErrorId } = useFormMeta();
  const errorId = error ? 'course-error' : undefined;
  return (
    <fieldset className="field course-choice" aria-describedby={describedBy(errorId, formErrorId)}>
      <legend>{label}</legend>
      {sessions.map((session) => (
        <label key={session.code} className={session.open ? 'course-choice__option' : 'course-choice__option course-choice__option--closed'}>
          <input type="radio" value={session.code} disabled={!session.open} aria-invalid={errorId ? true : undefined} {...field} />
          <span>
            <strong>{session.code}</strong> {session.format}, {session.schedule}
            {session.state === 'open' && <span> ({m.taxschool_session_seats_left({ count: session.seatsLeft })})</span>}
            {session.state === 'full' && <span className="course-choice__closed"> ({m.taxschool_session_full()})</span>}
            {session.state === 'closed' && <span className="course-choice__closed"> ({m.taxschool_session_closed()})</span>}
          </span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </fieldset>
  );
}
