import { Injectable } from '@nestjs/common';
import type { ContactMessageCreate, ContactReceipt } from '@huron/shared/contracts';
import { randomUUID } from 'node:crypto';
import { BotTrap } from '../../platform/abuse';
import { EventBus } from '../../platform/events/event-bus';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { LeadCreated } from '../../platform/events/lead-created.event';
import { MailService } from '../../platform/mail/mail.service';
import { newReference } from '../../platform/references';
import { contactConfirmationMail } from './contact-mail';
import { ContactMessagesRepository } from './contact-messages.repository';
import { officeFor } from './office-routing';

const REFERENCE_PREFIX = 'HC';
const REFERENCE_ATTEMPTS = 5;

/** Stores a contact message, announces the lead, tells the office (notifications) and mails the visitor, in one transaction. */
@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly mail: MailService,
    private readonly events: EventBus,
    private readonly bots: BotTrap,
  ) {}

  async submit(input: ContactMessageCreate, referralCode: string | null): Promise<ContactReceipt> {
    // A bot (honeypot filled, or sent faster than a person types) gets the normal answer; nothing is stored or mailed.
    if (this.bots.isLikelyBot(input)) return { id: randomUUID(), reference: this.bots.fakeReference(REFERENCE_PREFIX) };
    const office = officeFor(input.office || 'remote');
    const phone = input.phone || null;
    const locale = input.locale ?? 'en';
    return this.messages.transaction(async (manager) => {
      for (let attempt = 1; ; attempt++) {
        const reference = newReference(REFERENCE_PREFIX);
        const id = await this.messages.insert(manager, {
          reference,
          name: input.name,
          email: input.email,
          phone,
          office: input.office || 'remote',
          message: input.message,
          referralCode,
          locale,
        });
        if (id === 'reference_taken') {
          if (attempt < REFERENCE_ATTEMPTS) continue;
          throw new Error('could not find a free contact reference');
        }
        await this.events.emit(new LeadCreated(manager, 'contact', input.name, input.email, phone, referralCode));
        const facts = { reference, name: input.name, email: input.email, phone, office, message: input.message, locale };
        await this.mail.enqueue(contactConfirmationMail(facts), manager);
        // The message itself stays in the back office: a client may write tax details in it.
        await this.events.emit(
          new ActivityRecorded(manager, {
            kind: 'contact_message_received',
            reference,
            office: input.office || 'remote',
            occurredAt: new Date(),
            adminPath: `/admin/contact-messages/${id}`,
            client: { name: input.name, email: input.email },
            details: [['Phone', phone ?? 'not given']],
          }),
        );
        return { id, reference };
      }
    });
  }
}
