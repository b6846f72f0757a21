import { m } from '@huron/shared/i18n';
import { toast } from '@huron/web/data-access';
import { FormSubmit, ZodForm, useZodForm } from '@huron/web/forms';
import { useState } from 'react';
import { z } from 'zod';
import { useCreateCalendarFeed } from '../api/create-calendar-feed';
import { useCalendarFeeds, type CalendarFeedList } from '../api/list-calendar-feeds';
import { useRevokeCalendarFeed } from '../api/revoke-calendar-feed';
import { when } from '../kinds/common';
import { label, OFFICES } from '../kinds/labels';
import { ApiFailure, Loading } from './api-failure';
import { OfficeChoices } from './office-choices';
import { StaffTable } from './staff-table';

const schema = z.object({ offices: z.array(z.enum(OFFICES)).min(1, { message: m.admin_feeds_offices_required() }) });

function FeedTable({ feeds }: { feeds: CalendarFeedList }) {
  const revoke = useRevokeCalendarFeed();
  return (
    <StaffTable
      caption={m.admin_feeds_caption()}
      headings={[m.admin_feeds_offices(), m.admin_feeds_created_at(), m.admin_feeds_last_read()]}
      actions
      empty={m.admin_feeds_none()}
      rowCount={feeds.length}
    >
      {feeds.map((feed) => {
        const offices = feed.offices.map(label).join(', ');
        return (
          <tr key={feed.id}>
            <td>{offices}</td>
            <td>{when(feed.createdAt)}</td>
            <td>{feed.lastReadAt ? when(feed.lastReadAt) : m.admin_feeds_never()}</td>
            <td>
              <button
                type="button"
                className="button button--secondary"
                aria-label={m.admin_feeds_revoke_for({ offices })}
                onClick={() =>
                  revoke.mutate(feed.id, { onSuccess: () => toast.success(m.admin_feeds_revoked()), onError: () => toast.error(m.admin_load_failed()) })
                }
              >
                {m.admin_feeds_revoke()}
              </button>
            </td>
          </tr>
        );
      })}
    </StaffTable>
  );
}

/** Private calendar addresses of the chosen offices' appointments; the address is shown once, when made. */
export function CalendarFeedsSection() {
  const feeds = useCalendarFeeds();
  const create = useCreateCalendarFeed();
  const form = useZodForm(schema);
  const [url, setUrl] = useState<string | null>(null);
  return (
    <section className="card account-section" aria-labelledby="feeds-title">
      <h2 id="feeds-title">{m.admin_feeds_heading()}</h2>
      <p>{m.admin_feeds_intro()}</p>
      {feeds.isError ? <ApiFailure error={feeds.error} retry={() => void feeds.refetch()} /> : feeds.data ? <FeedTable feeds={feeds.data} /> : <Loading />}
      <ZodForm
        form={form}
        label={m.admin_feeds_create()}
        errorId="calendar-feed-error"
        onSubmit={async (values) => {
          const created = await create.mutateAsync(values);
          setUrl(created.url);
          form.reset();
        }}
      >
        <OfficeChoices name="offices" legend={m.admin_feeds_offices()} />
        <FormSubmit label={m.admin_feeds_create()} busyLabel={m.admin_saving()} />
      </ZodForm>
      {url && (
        <div role="status" className="admin-feed-url">
          <p>{m.admin_feeds_created()}</p>
          <label htmlFor="calendar-feed-url">{m.admin_feeds_url()}</label>
          <input id="calendar-feed-url" className="field__input" readOnly value={url} onFocus={(event) => event.currentTarget.select()} />
        </div>
      )}
    </section>
  );
}
