import { site, type JobPosting } from '@huron/shared/content';
import { formatDate, m } from '@huron/shared/i18n';
import { Icon } from '@huron/web/ui';

function List({ title, items }: { title: string; items: string[] }) {
  return (
    <>
      <h3>{title}</h3>
      <ul className="checks">
        {items.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    </>
  );
}

/** One opening in full; Quick Apply opens the page's application dialog (email stays as the no-script way). */
export function JobCard({ job, onApply }: { job: JobPosting; onApply(job: JobPosting, button: HTMLButtonElement): void }) {
  const titleId = `${job.id}-title`;
  const mailto = `mailto:${site.emails.careers}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
  return (
    <article className="card job-card" id={job.id} aria-labelledby={titleId}>
      <h2 id={titleId}>{job.title}</h2>
      <dl className="facts">
        <div>
          <dt>{m.job_card_location()}</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>{m.job_card_pay()}</dt>
          <dd>{job.pay}</dd>
        </div>
        <div>
          <dt>{m.job_card_type()}</dt>
          <dd>{job.type}</dd>
        </div>
        <div>
          <dt>{m.job_card_apply_by()}</dt>
          <dd>{formatDate(job.validThrough)}</dd>
        </div>
      </dl>
      <p>{job.summary}</p>
      <List title={m.job_card_duties()} items={job.duties} />
      <List title={m.job_card_requirements()} items={job.requirements} />
      <List title={m.job_card_preferred()} items={job.preferred} />
      <List title={m.job_card_benefits()} items={job.benefits} />
      <div className="job-card__apply">
        <button
          type="button"
          className="button button--primary"
          aria-haspopup="dialog"
          aria-label={`${m.careers_quick_apply()}: ${job.title}`}
          onClick={(event) => onApply(job, event.currentTarget)}
        >
          <Icon name="mail" size={18} />
          <span>{m.careers_quick_apply()}</span>
        </button>
        <p className="muted">
          {m.careers_email_instead()} <a href={mailto}>{site.emails.careers}</a>
        </p>
      </div>
    </article>
  );
}
