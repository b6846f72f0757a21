import '../styles.css';
import { m } from '@huron/shared/i18n';
import { queryClient } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { RECORD_KINDS, type RecordKind } from '@huron/shared/contracts/client-records';
import { lazy, Suspense } from 'react';
import { Link, useLocation, useParams } from 'react-router';
import { adminKeys } from '../api/admin-keys';
import { AdminLayout } from '../components/admin-layout';
import { ApiFailure, Loading } from '../components/api-failure';
import { kindBySlug } from '../kinds';
import type { AnyKind } from '../kinds/kind';
import { useAdminStore } from '../state/admin-store';

// Issue 45: notes, replies and "All from this client" under each client record; the client's timeline on a person.
const RecordHistory = lazy(() => import('../components/record-history'));
const PersonTimeline = lazy(() => import('../components/person-timeline'));
const isRecordKind = (slug: string): slug is RecordKind => (RECORD_KINDS as readonly string[]).includes(slug);
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function RecordDetail({ kind, id }: { kind: AnyKind; id: string }) {
  const detail = kind.detail!;
  const handedOver = (useLocation().state as { row?: unknown } | null)?.row;
  const key = adminKeys.record(kind.slug, id);
  // Kinds without a read of one record (appointments) show the row the list handed over.
  const record = useQuery(
    detail.query
      ? detail.query(id)
      : { queryKey: key, queryFn: () => Promise.reject(new Error('no record')), initialData: handedOver, staleTime: Infinity, enabled: false },
    queryClient,
  );
  const filters = useAdminStore((state) => state.filters[kind.slug]);
  const back = `/admin/${kind.slug}${filters ? `?${filters}` : ''}`;
  function onSaved(saved?: unknown) {
    if (saved) queryClient.setQueryData(key, saved);
    else void record.refetch();
    void queryClient.invalidateQueries({ queryKey: adminKeys.lists(kind.slug) });
  }
  const body = record.isError ? (
    <ApiFailure error={record.error} retry={() => void record.refetch()} />
  ) : record.data === undefined ? (
    detail.query ? (
      <Loading />
    ) : (
      <p role="alert">{m.admin_open_from_list()}</p>
    )
  ) : (
    <>
      <h2>{detail.title(record.data)}</h2>
      <dl className="details-list admin-details">
        {detail.fields.map((field, index) => {
          const value = field.value(record.data);
          return value === null || value === '' || value === undefined ? null : (
            <div key={index}>
              <dt>{field.label()}</dt>
              <dd>{value}</dd>
            </div>
          );
        })}
      </dl>
      {detail.Actions && (
        <Suspense fallback={<Loading />}>
          <detail.Actions record={record.data} onSaved={onSaved} key={detail.actionsKey ? detail.actionsKey(record.data) : JSON.stringify(record.data)} />
        </Suspense>
      )}
      {isRecordKind(kind.slug) && (
        <Suspense fallback={<Loading />}>
          <RecordHistory kind={kind.slug} id={id} />
        </Suspense>
      )}
      {kind.slug === 'engagements' && (
        <p>
          <Link to={`/admin/people/engagements.${id}`}>{m.admin_all_from_client()}</Link>
        </p>
      )}
      {kind.slug === 'people' && (
        <Suspense fallback={<Loading />}>
          <PersonTimeline id={id} />
        </Suspense>
      )}
    </>
  );
  return (
    <>
      <p className="account-page__back">
        <Link to={back}>{m.admin_back_to_list({ list: kind.title() })}</Link>
      </p>
      {body}
    </>
  );
}

export function AdminDetailPage() {
  const params = useParams();
  const kind = kindBySlug(params['kind']);
  const id = params['id'] ?? '';
  return (
    <AdminLayout title={kind?.title() ?? m.admin_not_found()} path={`/admin/${kind?.slug ?? ''}/${id}`}>
      {kind?.slug === 'people' && !UUID.test(id) ? (
        // A client without an account: /admin/people/<kind>.<record id> (their records by the email on that one).
        <Suspense fallback={<Loading />}>
          <PersonTimeline id={id} />
        </Suspense>
      ) : kind?.detail ? (
        <RecordDetail kind={kind} id={id} />
      ) : (
        <p role="alert">{m.admin_not_found()}</p>
      )}
    </AdminLayout>
  );
}
