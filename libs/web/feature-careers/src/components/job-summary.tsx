import type { JobPosting } from '@huron/shared/content';
import { m } from '@huron/shared/i18n';

/** The open jobs at the top of the page, each a jump link to its full description and Quick Apply. */
export function JobSummary({ jobs }: { jobs: JobPosting[] }) {
  return (
    <nav className="job-summary" aria-labelledby="job-summary-title">
      <h2 id="job-summary-title">{m.careers_summary_title()}</h2>
      <ul className="plain job-summary__list">
        {jobs.map((job) => (
          <li key={job.id}>
            <a href={`#${job.id}`} className="job-summary__link">
              <span className="job-summary__title">{job.title}</span>
              <span className="muted">
                {job.location} · {job.pay} · {job.type}
              </span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
