import '../styles.css';
import { m } from '@huron/shared/i18n';
import { queryClient } from '@huron/web/data-access/api';
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect } from 'react';
import { useParams, useSearchParams } from 'react-router';
import { adminKeys } from '../api/admin-keys';
import { AdminLayout } from '../components/admin-layout';
import { ApiFailure, Loading } from '../components/api-failure';
import { ExportLink } from '../components/export-link';
import { FilterForm } from '../components/filter-form';
import { BulkActions, useRowSelection } from '../components/bulk-actions';
import { RecordTable } from '../components/record-table';
import { kindBySlug } from '../kinds';
import type { AnyKind } from '../kinds/kind';
import { useAdminStore } from '../state/admin-store';

const LIMIT = '25';

/** The URL's parameters of this list: its filters, and `sort` when a column sorts by name. */
const paramsOf = (kind: AnyKind) => [...kind.filters.map((filter) => filter.name), ...(kind.columns.some((column) => column.sort === 'name') ? ['sort'] : [])];

/** The URL's values for this kind's filters and sort (cursor apart), empty ones left out: the query key and the API query. */
function filtersOf(kind: AnyKind, search: URLSearchParams): Record<string, string> {
  return Object.fromEntries(
    paramsOf(kind)
      .map((name) => [name, search.get(name) ?? ''])
      .filter(([, value]) => value !== ''),
  );
}

function RecordList({ kind }: { kind: AnyKind }) {
  const [search, setSearch] = useSearchParams();
  const filters = filtersOf(kind, search);
  const cursor = search.get('cursor') ?? '';
  const params = { ...filters, limit: LIMIT, ...(cursor ? { cursor } : {}) };
  const { setFilters, pushCursor, popCursor, resetCursors } = useAdminStore.getState();
  const filterQuery = new URLSearchParams(filters).toString();
  useEffect(() => setFilters(kind.slug, filterQuery), [kind.slug, filterQuery, setFilters]);
  const page = useQuery(kind.listQuery(params), queryClient);
  const selection = useRowSelection((page.data?.items ?? []).map((row) => kind.rowId(row)));

  const go = (next: Record<string, string>, nextCursor?: string) =>
    setSearch(new URLSearchParams({ ...Object.fromEntries(Object.entries(next).filter(([, v]) => v)), ...(nextCursor ? { cursor: nextCursor } : {}) }));
  return (
    <>
      {kind.Create && (
        <Suspense fallback={<Loading />}>
          <kind.Create onCreated={() => void queryClient.invalidateQueries({ queryKey: adminKeys.lists(kind.slug) })} />
        </Suspense>
      )}
      <FilterForm
        filters={kind.filters}
        values={search}
        onApply={(next) => {
          resetCursors(kind.slug);
          go({ ...next, sort: filters['sort'] ?? '' });
        }}
      />
      {kind.exportPath && <ExportLink path={kind.exportPath} filters={filters} name={kind.slug} />}
      {page.isError ? (
        <ApiFailure error={page.error} retry={() => void page.refetch()} />
      ) : !page.data ? (
        <Loading />
      ) : (
        <>
          {kind.bulk && <BulkActions kind={kind.bulk.kind} statuses={kind.bulk.statuses} selection={selection} />}
          <RecordTable
            kind={kind}
            rows={page.data.items}
            sorting={{ sort: filters['sort'] ?? null, order: filters['order'] ?? null }}
            onSort={(next) => {
              resetCursors(kind.slug);
              go({ ...filters, sort: next.sort ?? '', order: next.order ?? '' });
            }}
            selection={kind.bulk ? selection : undefined}
          />
          <nav className="admin-pager cluster" aria-label={m.admin_pages_label()}>
            {cursor && (
              <button type="button" className="button button--secondary" onClick={() => go(filters, popCursor(kind.slug))}>
                {m.admin_newer()}
              </button>
            )}
            {page.data.nextCursor && (
              <button
                type="button"
                className="button button--secondary"
                onClick={() => {
                  pushCursor(kind.slug, cursor);
                  go(filters, page.data.nextCursor ?? undefined);
                }}
              >
                {m.admin_next()}
              </button>
            )}
          </nav>
        </>
      )}
    </>
  );
}

/** The screens under /admin/<slug> that are not lists (kinds/slugs.ts SCREEN_SLUGS), each its own lazy chunk. */
const SCREENS: Record<string, { title: () => string; Body: ReturnType<typeof lazy> }> = {
  'my-work': { title: m.admin_my_work_title, Body: lazy(() => import('../screens/my-work')) },
  calendar: { title: m.admin_calendar_title, Body: lazy(() => import('../screens/calendar')) },
};

export function AdminListPage() {
  const slug = useParams()['kind'];
  const Screen = slug ? SCREENS[slug] : undefined;
  if (Screen) {
    return (
      <AdminLayout title={Screen.title()} path={`/admin/${slug}`}>
        <Suspense fallback={<Loading />}>
          <Screen.Body />
        </Suspense>
      </AdminLayout>
    );
  }
  const kind = kindBySlug(slug);
  const title = kind?.title() ?? m.admin_not_found();
  return (
    <AdminLayout title={title} path={`/admin/${kind?.slug ?? ''}`}>
      {kind ? <RecordList kind={kind} /> : <p role="alert">{m.admin_not_found()}</p>}
    </AdminLayout>
  );
}
