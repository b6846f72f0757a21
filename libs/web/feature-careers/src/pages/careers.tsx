import { Link } from 'react-router';
import { jobPostings, site } from '@huron/shared/content';
import { illustrations, PageHeader, PageMeta, Section } from '@huron/web/ui';
import { breadcrumbJsonLd, crumbs } from '@huron/web/ui/page-parts';
import { jobPostingJsonLd } from '../components/job-posting-json-ld';
import { JobCard } from '../components/job-card';

const trail = crumbs({ label: 'Careers', path: '/careers' });

export function CareersPage() {
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
        <div className="stack job-list">
          {jobPostings.map((job) => (
            <JobCard key={job.id} job={job} />
          ))}
        </div>
        <p className="job-list__note">
          New to tax preparation? Our <Link to="/tax-school">Tax School course</Link> teaches the basics of federal and Michigan returns.
        </p>
      </Section>
    </>
  );
}
