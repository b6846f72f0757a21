import { Injectable } from '@nestjs/common';
import { RESUME_KINDS, type CareerApplicationCreate, type CareerApplicationReceipt } from '@huron/shared/contracts';
import { jobPostings } from '@huron/shared/content';
import { randomUUID } from 'node:crypto';
import { BotTrap } from '../../platform/abuse';
import { MailService } from '../../platform/mail/mail.service';
import { newReference, withUniqueReference } from '../../platform/references';
import { applicationConfirmationMail, applicationHiringMail } from './career-application-mail';
import { CareerApplicationsRepository } from './career-applications.repository';
import { careersErrors } from './careers.errors';
import { APPLICATION_OWNER, ResumeDocuments } from './resume-documents';

const REFERENCE_PREFIX = 'HA';

/** Stores a job application, claims its résumé and queues both mails, all in one transaction. */
@Injectable()
export class CareersService {
  constructor(
    private readonly applications: CareerApplicationsRepository,
    private readonly documents: ResumeDocuments,
    private readonly mail: MailService,
    private readonly bots: BotTrap,
  ) {}

  async apply(input: CareerApplicationCreate): Promise<CareerApplicationReceipt> {
    // A bot gets the normal answer with a plausible reference; nothing is stored or mailed.
    if (this.bots.isLikelyBot(input)) return { id: randomUUID(), reference: this.bots.fakeReference(REFERENCE_PREFIX) };
    const job = jobPostings.find((posting) => posting.id === input.jobId);
    if (!job) throw careersErrors.unknownJob();
    const coverNote = input.coverNote || null;
    return withUniqueReference(() =>
      this.applications.transaction(async (manager) => {
        const reference = newReference(REFERENCE_PREFIX);
        const id = await this.applications.insert(manager, {
          reference,
          jobId: job.id,
          name: input.name,
          email: input.email,
          phone: input.phone,
          coverNote,
          resumeId: input.resume,
        });
        const resume = await this.documents.claimOne(input.resume, { type: APPLICATION_OWNER, id }, manager, 'resume', RESUME_KINDS);
        const facts = { reference, job, name: input.name, email: input.email, phone: input.phone, coverNote, resumeName: resume.name };
        await this.mail.enqueue(applicationConfirmationMail(facts), manager);
        await this.mail.enqueue(applicationHiringMail(facts), manager);
        return { id, reference };
      }),
    );
  }
}
