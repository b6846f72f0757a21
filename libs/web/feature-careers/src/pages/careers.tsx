import { m } from '@huron/shared/i18n';
import { useEffect, useRef, useState } from 'react';
import { Link } from 'react-router';
import { jobPostings, site, type JobPosting } from '@huron/shared/content';
import { PageHeader, PageMeta, RichText, Section, illustrations, slot, useHasSiteData, useSiteData } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs } from '@huron/web/ui/page-parts';
import type { OpenPostings } from '../api/get-postings';
import { jobPostingJsonLd } from '../components/job-posting-json-ld';
import { JobCard } from '../components/job-card';
import { JobSummary } from '../components/job-summary';
import { QuickApplyDialog } from '../components/quick-apply-dialog';

const trail = crumbs({ label: m.careers_careers(), path: '/careers' });
/** The build's postings (a page rendered without the database); the served page lists the open rows staff edit. */
const buildTimePostings = jobPostings.map((job) => ({ ...job, status: 'open' as const }));

export function CareersPage() {
  const rendered = useSiteData('jobPostings', buildTimePostings);
  const postings = useCurrentPostings(useHasSiteData('jobPostings')) ?? rendered;
  const [applying, setApplying] = useState<{ job: JobPosting | null; open: boolean }>({ job: null, open: false });
  const opener = useRef<HTMLButtonElement | null>(null);

  function apply(job: JobPosting, button: HTMLButtonElement) {
    opener.current = button;
    setApplying({ job, open: true });
  }

  function closed() {
    setApplying((current) => ({ ...current, open: false }));
    opener.current?.focus();
  }

  return (
    <>
      <PageMeta
        title={m.careers_careers_tax_preparer_and_client()}
        description={m.careers_join_our_dearborn_and_ypsilanti()}
        path="/careers"
        image="careers"
        jsonLd={[...postings.map(jobPostingJsonLd), breadcrumbJsonLd(trail)]}
      />
      <PageHeader title={m.careers_careers()} breadcrumbs={trail} illustration={illustrations.careers} lead={m.careers_lead({ year: site.established })} />
      <Section>
        {postings.length === 0 && <p role="status">{m.careers_no_openings()}</p>}
        {postings.length > 0 && <JobSummary jobs={postings} />}
        <div className="stack job-list">
          {postings.map((job) => (
            <JobCard key={job.id} job={job} onApply={apply} />
          ))}
        </div>
        <p className="job-list__note">
          <RichText text={m.careers_tax_school_note({ link: slot('link') })} slots={{ link: <Link to="/tax-school">{m.careers_tax_school_course()}</Link> }} />
        </p>
        <QuickApplyDialog job={applying.job} open={applying.open} onClose={closed} />
      </Section>
    </>
  );
}

/**
 * Only the first document of a visit carries the database's postings; reached by in-app navigation, the page asks
 * the API, so a posting staff closed is not offered from the build's list.
 */
function useCurrentPostings(rendered: boolean): OpenPostings | null {
  const [current, setCurrent] = useState<OpenPostings | null>(null);
  useEffect(() => {
    if (rendered) return;
    let live = true;
    import('../api/get-postings')
      .then((api) => api.getPostings())
      .then((list) => live && setCurrent(list))
      .catch(() => undefined); // the build's list stays; Quick Apply says when a posting has closed
    return () => {
      live = false;
    };
  }, [rendered]);
  return current;
}
