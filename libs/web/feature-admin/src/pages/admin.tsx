import '../styles.css';
import { m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { AdminLayout } from '../components/admin-layout';
import { OverviewFigures } from '../components/overview-figures';
import { kinds } from '../kinds';

export function AdminOverviewPage() {
  return (
    <AdminLayout title={m.admin_overview_title()} path="/admin">
      <OverviewFigures />
      <h2>{m.admin_overview_lists()}</h2>
      <ul className="admin-cards">
        {kinds.map((kind) => (
          <li key={kind.slug} className="card admin-card">
            <Link to={`/admin/${kind.slug}`}>{kind.title()}</Link>
          </li>
        ))}
      </ul>
    </AdminLayout>
  );
}
