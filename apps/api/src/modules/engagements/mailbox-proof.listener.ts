import { Injectable, type OnModuleInit } from '@nestjs/common';
import { normalizeEmail } from '@huron/shared/contracts';
import { EventBus } from '../../platform/events/event-bus';
import { MailboxProven } from '../../platform/events/mailbox-proven.event';
import { EngagementsRepository } from './engagements.repository';

/**
 * When an account proves a mailbox (a link or code sent there was used), the engagements opened for that address
 * become the account's, in the same transaction as the proof.
 */
@Injectable()
export class MailboxProofListener implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly repository: EngagementsRepository,
  ) {}

  onModuleInit(): void {
    this.events.on(MailboxProven, async (event) => {
      await this.repository.recordProof(event.manager, event.userId, normalizeEmail(event.email));
    });
  }
}
