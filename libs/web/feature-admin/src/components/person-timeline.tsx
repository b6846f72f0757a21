import { formatMoney, m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { usePersonTimeline, type TimelineEntry } from '../api/person-timeline';
import { when } from '../kinds/common';
import { label } from '../kinds/labels';
import { ApiFailure, Loading } from './api-failure';

const KIND_WORDS: Record<TimelineEntry['kind'], () => string> = {
  'contact-messages': m.admin_timeline_contact_message,
  'tax-intakes': m.admin_timeline_tax_intake,
  appointments: m.admin_timeline_appointment,
  applications: m.admin_timeline_application,
  'group-registrations': m.admin_timeline_group_registration,
  payments: m.admin_timeline_payment,
  referrals: m.admin_timeline_referral,
  engagements: m.admin_timeline_engagement,
  'portal-messages': m.admin_timeline_portal_message,
};

function summary(entry: TimelineEntry): string {
  const parts: Array<string | null> = [
    entry.kind === 'referrals' ? (entry.label === 'referrer' ? m.admin_timeline_referred_someone() : m.admin_timeline_was_referred()) : null,
  ];
  if (entry.kind === 'engagements') {
    const [year, kind] = entry.label.split(' ');
    parts.push(`${year} ${label(kind)}`);
  } else if (entry.kind !== 'referrals' && entry.kind !== 'portal-messages') parts.push(entry.label);
  if (entry.amountCents !== null) parts.push(formatMoney(entry.amountCents));
  if (entry.status) parts.push(label(entry.status));
  return parts.filter(Boolean).join(' · ');
}

/** One page per client: everything one person did, newest first, each linking to its record. */
export function PersonTimeline({ id }: { id: string }) {
  const timeline = usePersonTimeline(id);
  if (timeline.isError) return <ApiFailure error={timeline.error} retry={() => void timeline.refetch()} />;
  if (!timeline.data) return <Loading />;
  const first = timeline.data.pages[0]!;
  const entries = timeline.data.pages.flatMap((page) => page.items);
  return (
    <section className="card account-section" aria-labelledby="person-timeline-title">
      <h2 id="person-timeline-title">{m.admin_timeline_title()}</h2>
      <p>{m.admin_timeline_matched({ emails: first.emails.join(', ') || m.admin_timeline_no_email() })}</p>
      {entries.length === 0 ? (
        <p>{m.admin_timeline_none()}</p>
      ) : (
        <ol className="admin-timeline">
          {entries.map((entry) => (
            <li key={`${entry.kind}-${entry.id}`}>
              <time dateTime={entry.at}>{when(entry.at)}</time> <Link to={entry.path}>{KIND_WORDS[entry.kind]()}</Link> <span>{summary(entry)}</span>
            </li>
          ))}
        </ol>
      )}
      {timeline.hasNextPage && (
        <button type="button" className="button button--secondary" disabled={timeline.isFetchingNextPage} onClick={() => void timeline.fetchNextPage()}>
          {timeline.isFetchingNextPage ? m.admin_loading() : m.admin_timeline_more()}
        </button>
      )}
    </section>
  );
}

export default PersonTimeline;
