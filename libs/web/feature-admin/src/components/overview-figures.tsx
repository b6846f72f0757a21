import { formatMoney, formatNumber, m } from '@huron/shared/i18n';
import { Link } from 'react-router';
import { useOverview } from '../api/get-overview';
import { label } from '../kinds/labels';
import { detroitToday } from '../lib/detroit-time';
import { SIDEBAR_ENTRIES } from '../shell/sidebar-entries';
import { ApiFailure, Loading } from './api-failure';

/** A list's title, as the sidebar names it (the kinds' registry stays out of the overview's script). */
const titleOf = (slug: string) => SIDEBAR_ENTRIES.find((entry) => entry.to === `/admin/${slug}`)?.label;

const list = (slug: string, query: Record<string, string>) => `/admin/${slug}?${new URLSearchParams(query).toString()}`;

function Figure({ to, value, caption }: { to: string; value: string; caption: string }) {
  return (
    <li className="card admin-card">
      <Link to={to}>
        <span className="admin-card__figure">{value}</span> {caption}
      </Link>
    </li>
  );
}

/** The overview's figures, each a link to its list filtered the same way. */
export function OverviewFigures() {
  const overview = useOverview();
  const { today, monday } = detroitToday();
  if (overview.isError) return <ApiFailure error={overview.error} retry={() => void overview.refetch()} />;
  if (!overview.data) return <Loading />;
  const data = overview.data;
  return (
    <>
      <h2>{m.admin_overview_today()}</h2>
      <ul className="admin-cards">
        <Figure to={list('appointments', { day: today })} value={formatNumber(data.appointmentsToday)} caption={m.admin_overview_appointments_today()} />
        <Figure
          to={list('payments', { status: 'paid', from: today })}
          value={formatMoney(data.paymentsToday.amountCents)}
          caption={m.admin_overview_payments_today({ count: formatNumber(data.paymentsToday.count) })}
        />
        <Figure
          to={list('referrals', { status: 'pending' })}
          value={formatNumber(data.referralsAwaitingDecision)}
          caption={m.admin_overview_referrals_waiting()}
        />
      </ul>
      {data.leads
        .filter((lead) => titleOf(lead.kind))
        .map((lead) => (
          <section key={lead.kind} aria-labelledby={`overview-${lead.kind}`}>
            <h2 id={`overview-${lead.kind}`}>{titleOf(lead.kind)!()}</h2>
            <ul className="admin-cards">
              <Figure to={list(lead.kind, { from: today })} value={formatNumber(lead.counts.today)} caption={m.admin_overview_today_lower()} />
              <Figure to={list(lead.kind, { from: monday })} value={formatNumber(lead.counts.week)} caption={m.admin_overview_week()} />
              <Figure to={list(lead.kind, { status: 'new' })} value={formatNumber(lead.waiting)} caption={m.admin_overview_waiting()} />
              {lead.byOffice.map((office) => (
                <Figure
                  key={office.office}
                  to={list(lead.kind, { office: office.office, from: monday })}
                  value={formatNumber(office.week)}
                  caption={m.admin_overview_office_week({ office: label(office.office) })}
                />
              ))}
            </ul>
          </section>
        ))}
    </>
  );
}
