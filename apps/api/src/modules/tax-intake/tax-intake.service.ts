import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { TaxIntakeReceipt, TaxIntakeRequest } from '@huron/shared/contracts';
import { BotTrap } from '../../platform/abuse';
import { EventBus } from '../../platform/events/event-bus';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { LeadCreated } from '../../platform/events/lead-created.event';
import { MailService } from '../../platform/mail/mail.service';
import { newReference, withUniqueReference } from '../../platform/references';
import { visitorConfirmation } from './tax-intake-mail';
import { TaxIntakeDocuments } from './tax-intake-documents';
import { TaxIntakeRepository } from './tax-intake.repository';

/** Bump when the stored answers' shape changes, so old rows can still be read. */
export const TAX_INTAKE_SCHEMA_VERSION = 1;
export const TAX_INTAKE_OWNER = 'tax-intake';
const REFERENCE_PREFIX = 'HT';

@Injectable()
export class TaxIntakeService {
  constructor(
    private readonly repository: TaxIntakeRepository,
    private readonly documents: TaxIntakeDocuments,
    private readonly mail: MailService,
    private readonly events: EventBus,
    private readonly bots: BotTrap,
  ) {}

  /**
   * Stores the intake, claims its documents, emits LeadCreated and queues both mails, all in one transaction.
   * A bot gets the same answer shape with a plausible reference and nothing is stored or sent.
   */
  async submit(input: TaxIntakeRequest, referralCode: string | null): Promise<TaxIntakeReceipt> {
    if (this.bots.isLikelyBot(input)) return { id: randomUUID(), reference: this.bots.fakeReference(REFERENCE_PREFIX) };
    return withUniqueReference(() => this.store(input, referralCode));
  }

  private store(input: TaxIntakeRequest, referralCode: string | null): Promise<TaxIntakeReceipt> {
    return this.repository.transaction(async (manager) => {
      const id = randomUUID();
      const intake = await this.repository.insert(manager, {
        id,
        reference: newReference(REFERENCE_PREFIX),
        schemaVersion: TAX_INTAKE_SCHEMA_VERSION,
        fullName: input.fullName,
        email: input.email,
        phone: input.phone,
        filingStatus: input.filingStatus,
        office: input.office,
        contactMethod: input.contactMethod,
        contactTime: input.contactTime,
        answers: { spouse: input.spouse ?? null, dependents: input.dependents, income: [...new Set(input.income)] },
        notes: input.notes || null,
        consentedAt: new Date(),
        referralCode,
        locale: input.locale ?? 'en',
      });
      await this.documents.claim(input.documents, { type: TAX_INTAKE_OWNER, id }, manager);
      await this.events.emit(new LeadCreated(manager, 'tax-intake', input.fullName, input.email, input.phone, referralCode));
      await this.mail.enqueue(visitorConfirmation(intake), manager);
      // Who to contact and how; the answers and documents are read in the back office only.
      await this.events.emit(
        new ActivityRecorded(manager, {
          kind: 'tax_intake_received',
          reference: intake.reference,
          office: intake.office,
          occurredAt: new Date(),
          adminPath: `/admin/tax-intakes/${id}`,
          client: { name: intake.fullName, email: intake.email },
          details: [
            ['Phone', intake.phone],
            ['Contact by', `${intake.contactMethod}, ${intake.contactTime}`],
          ],
        }),
      );
      return { id, reference: intake.reference };
    });
  }
}
