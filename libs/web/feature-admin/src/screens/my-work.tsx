import '../styles.css';
import '../work.css';
import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { useMyWork, type MyWork } from '../api/get-my-work';
import { ApiFailure, Loading } from '../components/api-failure';
import { kindBySlug } from '../kinds';
import { when } from '../kinds/common';
import { label } from '../kinds/labels';
import { detroitDayOf } from '../lib/calendar-days';

type WorkKind = MyWork['kinds'][number];

/** Where one of my records opens: its own screen, or (appointments, read from their list) the list on its day. */
const recordPath = (kind: WorkKind['kind'], item: WorkKind['items'][number]) =>
  kind === 'appointments' ? `/admin/appointments?day=${detroitDayOf(item.at)}&assignee=me` : `/admin/${kind}/${item.id}`;

function KindWork({ work }: { work: WorkKind }) {
  const title = kindBySlug(work.kind)?.title() ?? work.kind;
  const headingId = `my-work-${work.kind}`;
  return (
    <section className="card admin-my-work__kind" aria-labelledby={headingId}>
      <h2 id={headingId}>{title}</h2>
      <p>{m.admin_my_work_total({ count: work.total })}</p>
      {work.byStatus.length > 0 && (
        <>
          <h3>{m.admin_my_work_by_status()}</h3>
          <ul className="admin-my-work__counts">
            {work.byStatus.map(({ status, count }) => (
              <li key={status}>
                <Link to={`/admin/${work.kind}?assignee=me&status=${status}`}>
                  {label(status)}: {count}
                </Link>
              </li>
            ))}
          </ul>
        </>
      )}
      <h3>{m.admin_my_work_first_open()}</h3>
      {work.items.length ? (
        <ul>
          {work.items.map((item) => (
            <li key={item.id}>
              <Link to={recordPath(work.kind, item)}>
                {item.reference} · {item.label}
              </Link>{' '}
              ({label(item.status)}, {when(item.at)})
            </li>
          ))}
        </ul>
      ) : (
        <p>{m.admin_my_work_nothing_open()}</p>
      )}
      <p>
        <Link to={`/admin/${work.kind}?assignee=me`}>{m.admin_my_work_see_all({ kind: title.toLowerCase() })}</Link>
      </p>
    </section>
  );
}

function MyWorkLists() {
  const work = useMyWork();
  if (work.isError) return <ApiFailure error={work.error} retry={() => void work.refetch()} />;
  if (!work.data) return <Loading />;
  return (
    <>
      <p>{m.admin_my_work_intro()}</p>
      <div className="admin-my-work">
        {work.data.kinds.map((kind) => (
          <KindWork key={kind.kind} work={kind} />
        ))}
      </div>
    </>
  );
}

/** /admin/my-work (loaded by pages/admin-list.tsx inside the staff layout). */
export default MyWorkLists;
