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
      {closures.data.length === 0 ? (
        <p role="status">{m.admin_closures_none()}</p>
      ) : (
        <div className="admin-table-wrap" tabIndex={0} role="region" aria-label={m.admin_closures_caption()}>
          <table className="admin-table">
            <caption>{m.admin_closures_caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.admin_field_office()}</th>
                <th scope="col">{m.admin_closure_from()}</th>
                <th scope="col">{m.admin_closure_to()}</th>
                <th scope="col">{m.admin_closure_reason()}</th>
                <th scope="col">
                  <span className="visually-hidden">{m.admin_actions()}</span>
                </th>
              </tr>
            </thead>
            <tbody>
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
            </tbody>
          </table>
        </div>
      )}
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
