import { Injectable } from '@nestjs/common';
import { RESUME_KINDS, type CareerApplicationCreate, type CareerApplicationReceipt } from '@huron/shared/contracts';
import { site } from '@huron/shared/content';
import { randomUUID } from 'node:crypto';
import { BotTrap } from '../../platform/abuse';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { EventBus } from '../../platform/events/event-bus';
import { MailService } from '../../platform/mail/mail.service';
import { newReference, withUniqueReference } from '../../platform/references';
import { applicationConfirmationMail } from './career-application-mail';
import { CareerApplicationsRepository } from './career-applications.repository';
import { JobPostingsService } from './job-postings.service';
import { APPLICATION_OWNER, ResumeDocuments } from './resume-documents';

const REFERENCE_PREFIX = 'HA';

/** Stores a job application, claims its résumé, tells the hiring team (notifications) and mails the applicant, in one transaction. */
@Injectable()
export class CareersService {
  constructor(
    private readonly applications: CareerApplicationsRepository,
    private readonly documents: ResumeDocuments,
    private readonly mail: MailService,
    private readonly bots: BotTrap,
    private readonly events: EventBus,
    private readonly postings: JobPostingsService,
  ) {}

  async apply(input: CareerApplicationCreate): Promise<CareerApplicationReceipt> {
    // A bot gets the normal answer with a plausible reference; nothing is stored or mailed.
    if (this.bots.isLikelyBot(input)) return { id: randomUUID(), reference: this.bots.fakeReference(REFERENCE_PREFIX) };
    const coverNote = input.coverNote || null;
    return withUniqueReference(() =>
      this.applications.transaction(async (manager) => {
        // 422 for an unknown posting, 410 for a closed one; the foreign key ties the application to it.
        const job = await this.postings.postingToApply(input.jobId, manager);
        const reference = newReference(REFERENCE_PREFIX);
        const id = await this.applications.insert(manager, {
          reference,
          jobId: job.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverNote,
          resumeId: input.resume,
          locale: input.locale ?? 'en',
        });
        const resume = await this.documents.claimOne(input.resume, { type: APPLICATION_OWNER, id }, manager, 'resume', RESUME_KINDS);
        const facts = {
          reference,
          job,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverNote,
          resumeName: resume.name,
          locale: input.locale ?? 'en',
        };
        await this.mail.enqueue(applicationConfirmationMail(facts), manager);
        // To the hiring address; the résumé is opened from the back office, never attached or named.
        await this.events.emit(
          new ActivityRecorded(manager, {
            kind: 'application_received',
            reference,
            office: null,
            address: site.emails.careers,
            occurredAt: new Date(),
            adminPath: `/admin/applications/${id}`,
            client: { name: input.name, email: input.email },
            details: [
              ['Job', `${job.title} (${job.location})`],
              ['Phone', input.phone],
            ],
          }),
        );
        return { id, reference };
      }),
    );
  }
}
