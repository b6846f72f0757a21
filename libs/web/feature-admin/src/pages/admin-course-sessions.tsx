import '../styles.css';
import { formatMoney, m } from '@huron/shared/i18n';
import { useState } from 'react';
import { useAddCourseSession } from '../api/add-course-session';
import { useCourseSessions, type AdminCourseSession } from '../api/list-course-sessions';
import { usePatchCourseSession } from '../api/patch-course-session';
import { AdminLayout } from '../components/admin-layout';
import { ApiFailure, Loading } from '../components/api-failure';
import { useStaffChange } from '../components/conflict';
import { CourseSessionForm } from '../components/course-session-form';
import { StaffTable } from '../components/staff-table';

/** The Tax School's sessions: staff add, edit, open and close them; /tax-school's served HTML follows within a minute. */
function CourseSessions() {
  const sessions = useCourseSessions();
  const reload = () => void sessions.refetch();
  const change = useStaffChange(reload);
  const [editing, setEditing] = useState<AdminCourseSession | null>(null);
  const add = useAddCourseSession();
  const patch = usePatchCourseSession();
  if (sessions.isError) return <ApiFailure error={sessions.error} retry={reload} />;
  if (!sessions.data) return <Loading />;

  const setStatus = async (session: AdminCourseSession, status: 'open' | 'closed') => {
    await change.run(
      () => patch.mutateAsync({ id: session.id, body: { version: session.version, status } }),
      status === 'open' ? m.admin_session_opened() : m.admin_session_closed(),
    );
    reload();
  };
  return (
    <>
      {change.notice}
      <p>{m.admin_sessions_lead()}</p>
      <StaffTable
        caption={m.admin_sessions_caption()}
        headings={[
          m.admin_session_code(),
          m.admin_session_dates(),
          m.admin_session_format(),
          m.admin_session_seats_taken(),
          m.admin_session_price(),
          m.admin_session_status(),
        ]}
        actions
        rowCount={sessions.data.items.length}
      >
        {sessions.data.items.map((session) => (
          <tr key={session.id}>
            <th scope="row">{session.code}</th>
            <td>{m.admin_session_range({ first: session.firstDay, last: session.lastDay })}</td>
            <td>{session.format === 'live' ? m.admin_session_format_live() : m.admin_session_format_online()}</td>
            <td>{m.admin_session_seats_of({ taken: session.seatsTaken, seats: session.seats })}</td>
            <td>{formatMoney(session.priceCents)}</td>
            <td>{session.status === 'open' ? m.admin_session_status_open() : m.admin_session_status_closed()}</td>
            <td>
              <div className="cluster">
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => void setStatus(session, session.status === 'open' ? 'closed' : 'open').catch(() => reload())}
                  aria-label={session.status === 'open' ? m.admin_session_close_for({ code: session.code }) : m.admin_session_open_for({ code: session.code })}
                >
                  {session.status === 'open' ? m.admin_session_close() : m.admin_session_open()}
                </button>
                <button
                  type="button"
                  className="button button--secondary"
                  onClick={() => setEditing(session)}
                  aria-label={m.admin_session_edit({ code: session.code })}
                >
                  {m.admin_session_edit_short()}
                </button>
              </div>
            </td>
          </tr>
        ))}
      </StaffTable>
      {editing ? (
        <CourseSessionForm
          key={`${editing.id}-${editing.version}`}
          session={editing}
          onSaved={async (body) => {
            const saved = await change.run(() => patch.mutateAsync({ id: editing.id, body: { ...body, version: editing.version } }), m.admin_session_saved());
            if (saved) setEditing(null);
            reload();
          }}
        />
      ) : (
        <CourseSessionForm
          onSaved={async (body) => {
            await change.run(() => add.mutateAsync({ ...body, status: 'closed' }), m.admin_session_added());
            reload();
          }}
        />
      )}
    </>
  );
}

export function AdminCourseSessionsPage() {
  return (
    <AdminLayout title={m.admin_sessions_title()} path="/admin/course-sessions">
      <CourseSessions />
    </AdminLayout>
  );
}
