import { useRef, useState } from 'react';
import { Link } from 'react-router';
import { jobPostings, site, type JobPosting } from '@huron/shared/content';
import { illustrations, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs } from '@huron/web/ui/page-parts';
import { jobPostingJsonLd } from '../components/job-posting-json-ld';
import { JobCard } from '../components/job-card';
import { JobSummary } from '../components/job-summary';
import { QuickApplyDialog } from '../components/quick-apply-dialog';

const trail = crumbs({ label: 'Careers', path: '/careers' });

export function CareersPage() {
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
        title="Careers: Tax Preparer and Client Service Jobs"
        description="Join our Dearborn and Ypsilanti offices: experienced tax preparer ($17-19 per hour) and client service specialist ($14-16 per hour), part-time or full-time."
        path="/careers"
        image="careers"
        jsonLd={[...jobPostings.map(jobPostingJsonLd), breadcrumbJsonLd(trail)]}
      />
      <PageHeader
        title="Careers"
        breadcrumbs={trail}
        illustration={illustrations.careers}
        lead={`We have prepared returns for Michigan families and businesses since ${site.established}. Each filing season we look for careful, friendly people to join our Dearborn and Ypsilanti teams.`}
      />
      <Section>
        <JobSummary jobs={jobPostings} />
        <div className="stack job-list">
          {jobPostings.map((job) => (
            <JobCard key={job.id} job={job} onApply={apply} />
          ))}
        </div>
        <p className="job-list__note">
          New to tax preparation? Our <Link to="/tax-school">Tax School course</Link> teaches the basics of federal and Michigan returns.
        </p>
        <QuickApplyDialog job={applying.job} open={applying.open} onClose={closed} />
      </Section>
    </>
  );
}
