import { Injectable, type OnModuleInit } from '@nestjs/common';
import { jobPostingIssues, type AdminJobPosting, type JobPostingCreate, type JobPostingPatch, type PublicJobPosting } from '@huron/shared/contracts';
import { randomBytes } from 'node:crypto';
import type { Tx } from '../../platform/database/transactions';
import { AuditService } from '../../platform/audit/audit.service';
import { SiteDataRegistry } from '../../platform/site-data';
import { careersErrors } from './careers.errors';
import type { JobPostingEntity } from './job-posting.entity';
import { JobPostingsRepository, type JobPostingValues } from './job-postings.repository';

const FIRM_DAY = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit', year: 'numeric', month: '2-digit', day: '2-digit' });

/** Today on the firm's calendar (Michigan), YYYY-MM-DD. */
export const firmToday = (now = Date.now()) => FIRM_DAY.format(now);

/** "Senior Tax Preparer (Dearborn)" -> "senior-tax-preparer-dearborn" (at most 80 characters, never empty). */
const slugOf = (title: string) =>
  title
    .normalize('NFKD')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80)
    .replace(/-+$/, '') || 'job';

export function publicView(p: JobPostingEntity): PublicJobPosting {
  return {
    id: p.id,
    title: p.title,
    location: p.location,
    pay: p.pay,
    payMinCents: p.payMinCents,
    payMaxCents: p.payMaxCents,
    payUnit: p.payUnit,
    type: p.type,
    employmentTypes: p.employmentTypes,
    summary: p.summary,
    duties: p.duties,
    requirements: p.requirements,
    preferred: p.preferred,
    benefits: p.benefits,
    datePosted: p.datePosted,
    validThrough: p.validThrough,
    status: p.status,
  };
}

const adminView = (p: JobPostingEntity): AdminJobPosting => ({
  ...publicView(p),
  version: p.version,
  createdAt: p.createdAt.toISOString(),
  updatedAt: p.updatedAt.toISOString(),
});

/** Whether a posting takes applications today: open, and its closing date not past. */
export const takesApplications = (p: Pick<JobPostingEntity, 'status' | 'validThrough'>, today = firmToday()) => p.status === 'open' && p.validThrough >= today;

/** Job postings: the open ones for /careers, and staff creating, changing, opening and closing them (audited). */
@Injectable()
export class JobPostingsService implements OnModuleInit {
  constructor(
    private readonly postings: JobPostingsRepository,
    private readonly audit: AuditService,
    private readonly siteData: SiteDataRegistry,
  ) {}

  /** /careers' served HTML lists the open postings (re-rendered within a minute of a change). */
  onModuleInit(): void {
    this.siteData.register({ key: 'jobPostings', load: () => this.listOpen() });
  }

  async listOpen(): Promise<PublicJobPosting[]> {
    return (await this.postings.listOpen(firmToday())).map(publicView);
  }

  async listAll(): Promise<AdminJobPosting[]> {
    return (await this.postings.listAll()).map(adminView);
  }

  /** The posting an application names, in the application's transaction: 422 unknown, 410 closed. */
  async postingToApply(jobId: string, manager?: Tx): Promise<JobPostingEntity> {
    const posting = await this.postings.find(jobId, manager);
    if (!posting) throw careersErrors.unknownJob();
    if (!takesApplications(posting)) throw careersErrors.postingClosed();
    return posting;
  }

  async create(input: JobPostingCreate, actorId: string): Promise<AdminJobPosting> {
    const base = slugOf(input.title);
    return this.postings.transaction(async (manager) => {
      let id = base;
      // The title's slug, or with a short random tail when another posting has it.
      while (!(await this.postings.insert(manager, id, input))) id = `${base}-${randomBytes(3).toString('hex')}`;
      await this.audit.record(
        { actorId, action: 'job_postings.created', subjectType: 'job_postings', subjectId: id, details: { status: input.status } },
        manager,
      );
      return adminView((await this.postings.find(id, manager))!);
    });
  }

  /** The change at the version the staff member saw (409 when stale), checked against the stored posting. */
  async patch(id: string, patch: JobPostingPatch, actorId: string): Promise<AdminJobPosting> {
    const { version, ...change } = patch;
    const values = Object.fromEntries(Object.entries(change).filter(([, v]) => v !== undefined)) as Partial<JobPostingValues>;
    return this.postings.transaction(async (manager) => {
      const current = await this.postings.lock(manager, id);
      if (!current) throw careersErrors.postingNotFound();
      if (current.version !== version) throw careersErrors.postingStale();
      const issues = jobPostingIssues({ ...current, ...values });
      if (issues.length) throw careersErrors.postingInvalid(issues);
      if (!(await this.postings.update(manager, id, version, values))) throw careersErrors.postingStale();
      await this.audit.record(
        {
          actorId,
          action: 'job_postings.updated',
          subjectType: 'job_postings',
          subjectId: id,
          details: {
            fields: Object.keys(values),
            ...(values.status && values.status !== current.status && { status: { before: current.status, after: values.status } }),
          },
        },
        manager,
      );
      return adminView((await this.postings.find(id, manager))!);
    });
  }
}
