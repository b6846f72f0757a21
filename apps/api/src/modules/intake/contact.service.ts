import { Injectable } from '@nestjs/common';
import type { ContactMessageCreate, ContactReceipt } from '@huron/shared/contracts';
import { randomUUID } from 'node:crypto';
import { EventBus } from '../../platform/events/event-bus';
import { LeadCreated } from '../../platform/events/lead-created.event';
import { MailService } from '../../platform/mail/mail.service';
import { contactConfirmationMail, contactOfficeMail } from './contact-mails';
import { ContactMessagesRepository } from './contact-messages.repository';
import { newReference } from './contact-reference';
import { officeFor } from './office-routing';

const REFERENCE_PREFIX = 'HC';
const REFERENCE_ATTEMPTS = 5;

/** Stores a contact message, announces the lead and queues both mails, all in one transaction. */
@Injectable()
export class ContactService {
  constructor(
    private readonly messages: ContactMessagesRepository,
    private readonly mail: MailService,
    private readonly events: EventBus,
  ) {}

  async submit(input: ContactMessageCreate, referralCode: string | null): Promise<ContactReceipt> {
    // A filled honeypot is a bot: it gets the normal answer, and nothing is stored or mailed.
    if (input.website) return { id: randomUUID(), reference: newReference(REFERENCE_PREFIX) };
    const office = officeFor(input.office || 'remote');
    const phone = input.phone || null;
    return this.messages.transaction(async (manager) => {
      for (let attempt = 1; ; attempt++) {
        const reference = newReference(REFERENCE_PREFIX);
        const id = await this.messages.insert(manager, { reference, name: input.name, email: input.email, phone, office: input.office || 'remote', message: input.message, referralCode });
        if (id === 'reference_taken') {
          if (attempt < REFERENCE_ATTEMPTS) continue;
          throw new Error('could not find a free contact reference');
        }
        await this.events.emit(new LeadCreated(manager, 'contact', input.name, input.email, phone, referralCode));
        const facts = { reference, name: input.name, email: input.email, phone, office, message: input.message };
        await this.mail.enqueue(contactConfirmationMail(facts), manager);
        await this.mail.enqueue(contactOfficeMail(facts), manager);
        return { id, reference };
      }
    });
  }
}
