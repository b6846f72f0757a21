import { site, type JobPosting } from '@huron/shared/content';
import { ButtonLink } from '@huron/web/ui';

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

/** Until the application form arrives (intake issue), Quick Apply opens an email to the careers address. */
export function JobCard({ job }: { job: JobPosting }) {
  const titleId = `${job.id}-title`;
  const mailto = `mailto:${site.emails.careers}?subject=${encodeURIComponent(`Application: ${job.title}`)}`;
  return (
    <article className="card job-card" aria-labelledby={titleId}>
      <h2 id={titleId}>{job.title}</h2>
      <dl className="facts">
        <div>
          <dt>Location</dt>
          <dd>{job.location}</dd>
        </div>
        <div>
          <dt>Pay</dt>
          <dd>{job.pay}</dd>
        </div>
        <div>
          <dt>Type</dt>
          <dd>{job.type}</dd>
        </div>
      </dl>
      <p>{job.summary}</p>
      <List title="Duties" items={job.duties} />
      <List title="Requirements" items={job.requirements} />
      <List title="Preferred" items={job.preferred} />
      <List title="Benefits" items={job.benefits} />
      <div className="job-card__apply">
        <ButtonLink to={mailto} icon="mail">
          Quick Apply by email<span className="visually-hidden">: {job.title}</span>
        </ButtonLink>
        <p className="muted">
          Opens your email app with a message to {site.emails.careers}. Attach your résumé and tell us when you are available.
        </p>
      </div>
    </article>
  );
}
