import { Injectable } from '@nestjs/common';
import type { GroupRegistrationCreate, GroupRegistrationReceipt } from '@huron/shared/contracts';
import { randomUUID } from 'node:crypto';
import { BotTrap } from '../../platform/abuse';
import { EventBus } from '../../platform/events/event-bus';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { LeadCreated } from '../../platform/events/lead-created.event';
import { MailService } from '../../platform/mail/mail.service';
import { newReference, withUniqueReference } from '../../platform/references';
import { groupRegistrationConfirmationMail } from './group-registration-mail';
import { GroupRegistrationsRepository } from './group-registrations.repository';
import { officeFor } from './office-routing';

const REFERENCE_PREFIX = 'HG';

/** Stores a group registration, announces the lead, tells the office (notifications) and mails the organiser, in one transaction. */
@Injectable()
export class GroupRegistrationService {
  constructor(
    private readonly registrations: GroupRegistrationsRepository,
    private readonly mail: MailService,
    private readonly events: EventBus,
    private readonly bots: BotTrap,
  ) {}

  async submit(input: GroupRegistrationCreate, referralCode: string | null): Promise<GroupRegistrationReceipt> {
    // A bot gets the normal answer with a plausible reference; nothing is stored or mailed.
    if (this.bots.isLikelyBot(input)) return { id: randomUUID(), reference: this.bots.fakeReference(REFERENCE_PREFIX) };
    const officeChoice = input.office || 'remote';
    const office = officeFor(officeChoice);
    const notes = input.notes || null;
    const affiliate = input.affiliate || null;
    return withUniqueReference(() =>
      this.registrations.transaction(async (manager) => {
        const reference = newReference(REFERENCE_PREFIX);
        const registration = {
          reference,
          organization: input.organization,
          contactName: input.contactName,
          email: input.email,
          phone: input.phone,
          groupSize: input.groupSize,
          notes,
          affiliate,
          locale: input.locale ?? 'en',
        };
        const id = await this.registrations.insert(manager, { ...registration, office: officeChoice, referralCode });
        await this.events.emit(new LeadCreated(manager, 'group-registration', input.contactName, input.email, input.phone, referralCode));
        await this.mail.enqueue(groupRegistrationConfirmationMail({ ...registration, office }), manager);
        await this.events.emit(
          new ActivityRecorded(manager, {
            kind: 'group_registration_received',
            reference,
            office: officeChoice,
            occurredAt: new Date(),
            adminPath: `/admin/group-registrations/${id}`,
            client: { name: input.contactName, email: input.email },
            details: [
              ['Organization', input.organization],
              ['Expected group size', String(input.groupSize)],
              ['Affiliate', affiliate ?? 'none'],
            ],
          }),
        );
        return { id, reference };
      }),
    );
  }
}
