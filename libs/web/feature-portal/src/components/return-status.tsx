import type { EfileState, PortalEngagementDetail } from '@huron/shared/contracts/engagements';
import { formatDate, m } from '@huron/shared/i18n';
import { STATUS_STEPS, efileText, historyText, statusText } from './status-words';

/** The steps, done ones before the current one; a rejected return shows 'Rejected' in the place of 'Accepted'. */
function Steps({ status }: { status: PortalEngagementDetail['status'] }) {
  const current = status === 'rejected' ? STATUS_STEPS.indexOf('accepted') : STATUS_STEPS.indexOf(status);
  return (
    <ol className="portal-steps" aria-label={m.portal_steps_label()}>
      {STATUS_STEPS.map((step, index) => {
        const shown = index === current && status === 'rejected' ? 'rejected' : step;
        return (
          <li key={step} aria-current={index === current ? 'step' : undefined} className={index < current ? 'portal-steps__done' : undefined}>
            {index < current ? m.portal_step_done({ step: statusText(shown) }) : statusText(shown)}
          </li>
        );
      })}
    </ol>
  );
}

function Efile({ name, state }: { name: string; state: EfileState }) {
  return (
    <>
      <dt>{name}</dt>
      <dd>
        {state.updatedAt && state.result !== 'not_filed'
          ? m.portal_efile_result_on({ result: efileText(state.result), date: formatDate(state.updatedAt, 'medium') })
          : efileText(state.result)}
        {state.result === 'rejected' && <p className="portal-message__body">{state.nextStep ?? m.portal_efile_rejected_next_default()}</p>}
      </dd>
    </>
  );
}

/** Where the return stands: the current status and since when, the steps, the IRS and Michigan results and the dated history. */
export function ReturnStatus({ engagement }: { engagement: PortalEngagementDetail }) {
  const filed = engagement.irs.result !== 'not_filed' || engagement.michigan.result !== 'not_filed';
  return (
    <section className="card account-section" aria-labelledby="status-title">
      <h2 id="status-title">{m.portal_status_title()}</h2>
      <p>
        <strong>{statusText(engagement.status)}</strong> {m.portal_status_since({ date: formatDate(engagement.statusChangedAt, 'medium') })}
      </p>
      {engagement.preparerName && <p className="muted">{m.portal_preparer({ name: engagement.preparerName })}</p>}
      <Steps status={engagement.status} />
      {filed && (
        <>
          <h3>{m.portal_efile_title()}</h3>
          <dl className="details-list">
            <Efile name={m.portal_efile_irs()} state={engagement.irs} />
            <Efile name={m.portal_efile_michigan()} state={engagement.michigan} />
          </dl>
        </>
      )}
      <h3>{m.portal_history_title()}</h3>
      <ol className="portal-history">
        {engagement.history.map((entry, index) => (
          <li key={index}>
            <time dateTime={entry.at}>{formatDate(entry.at, 'medium')}</time>
            {`: ${historyText(entry)}`}
          </li>
        ))}
      </ol>
    </section>
  );
}
