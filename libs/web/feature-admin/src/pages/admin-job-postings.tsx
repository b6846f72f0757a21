import '../styles.css';
import { formatDate, m } from '@huron/shared/i18n';
import { useState } from 'react';
import { useJobPostings, type AdminJobPosting } from '../api/list-job-postings';
import { usePatchJobPosting } from '../api/patch-job-posting';
import { AdminLayout } from '../components/admin-layout';
import { ApiFailure, Loading } from '../components/api-failure';
import { useStaffChange } from '../components/conflict';
import { JobPostingForm } from '../components/job-posting-form';
import { StaffTable } from '../components/staff-table';

function PostingRow({ posting, onEdit, reload }: { posting: AdminJobPosting; onEdit(): void; reload(): void }) {
  const patch = usePatchJobPosting();
  const { run, notice } = useStaffChange(reload);
  const open = posting.status === 'open';
  return (
    <tr>
      <th scope="row">{posting.title}</th>
      <td>{open ? m.admin_posting_status_open() : m.admin_posting_status_closed()}</td>
      <td>{formatDate(posting.validThrough)}</td>
      <td>
        <div className="admin-actions">
          <button type="button" className="button button--secondary" onClick={onEdit} aria-label={m.admin_posting_edit_for({ title: posting.title })}>
            {m.admin_posting_edit()}
          </button>
          <button
            type="button"
            className="button button--secondary"
            disabled={patch.isPending}
            aria-label={(open ? m.admin_posting_close_for : m.admin_posting_open_for)({ title: posting.title })}
            onClick={() =>
              void run(
                () => patch.mutateAsync({ id: posting.id, body: { version: posting.version, status: open ? 'closed' : 'open' } }),
                open ? m.admin_posting_closed() : m.admin_posting_opened(),
              ).catch(() => undefined)
            }
          >
            {open ? m.admin_posting_close() : m.admin_posting_open()}
          </button>
        </div>
        {notice}
      </td>
    </tr>
  );
}

function JobPostings() {
  const postings = useJobPostings();
  const [editing, setEditing] = useState<string | 'new' | null>(null);
  if (postings.isError) return <ApiFailure error={postings.error} retry={() => void postings.refetch()} />;
  if (!postings.data) return <Loading />;
  const reload = () => void postings.refetch();
  const current = postings.data.find((p) => p.id === editing);
  return (
    <>
      <StaffTable
        caption={m.admin_postings_caption()}
        headings={[m.admin_posting_field_title(), m.admin_field_status(), m.admin_posting_field_valid_through()]}
        actions
        empty={m.admin_postings_none()}
        rowCount={postings.data.length}
      >
        {postings.data.map((posting) => (
          <PostingRow key={posting.id} posting={posting} onEdit={() => setEditing(posting.id)} reload={reload} />
        ))}
      </StaffTable>
      {editing === null ? (
        <p>
          <button type="button" className="button" onClick={() => setEditing('new')}>
            {m.admin_posting_new()}
          </button>
        </p>
      ) : (
        <JobPostingForm key={current ? `${current.id}@${current.version}` : 'new'} posting={current} onDone={() => setEditing(null)} reload={reload} />
      )}
    </>
  );
}

export function AdminJobPostingsPage() {
  return (
    <AdminLayout title={m.admin_postings_title()} path="/admin/job-postings">
      <JobPostings />
    </AdminLayout>
  );
}
