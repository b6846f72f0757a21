import '../styles.css';
import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { useClosures } from '../api/list-closures';
import { useRemoveClosure } from '../api/remove-closure';
import { AdminLayout } from '../components/admin-layout';
import { ApiFailure, Loading } from '../components/api-failure';
import { ClosureForm } from '../components/closure-form';
import { when } from '../kinds/common';
import { label } from '../kinds/labels';
import { StaffTable } from '../components/staff-table';

function Closures() {
  const closures = useClosures();
  const removeClosure = useRemoveClosure();
  if (closures.isError) return <ApiFailure error={closures.error} retry={() => void closures.refetch()} />;
  if (!closures.data) return <Loading />;
  async function remove(id: string) {
    try {
      await removeClosure.mutateAsync(id);
      toast.success(m.admin_closure_removed());
    } catch {
      toast.error(m.admin_load_failed());
    }
    void closures.refetch();
  }
  return (
    <>
      <StaffTable
        caption={m.admin_closures_caption()}
        headings={[m.admin_field_office(), m.admin_closure_from(), m.admin_closure_to(), m.admin_closure_reason()]}
        actions
        empty={m.admin_closures_none()}
        rowCount={closures.data.length}
      >
        {closures.data.map((closure) => (
          <tr key={closure.id}>
            <td>{label(closure.office)}</td>
            <td>{when(closure.startsAt)}</td>
            <td>{when(closure.endsAt)}</td>
            <td>{closure.reason}</td>
            <td>
              <button
                type="button"
                className="button button--secondary"
                onClick={() => void remove(closure.id)}
                aria-label={m.admin_closure_remove_for({ reason: closure.reason })}
              >
                {m.admin_closure_remove()}
              </button>
            </td>
          </tr>
        ))}
      </StaffTable>
      <ClosureForm onAdded={() => void closures.refetch()} />
    </>
  );
}

export function AdminClosuresPage() {
  return (
    <AdminLayout title={m.admin_closures_title()} path="/admin/closures">
      <Closures />
    </AdminLayout>
  );
}
