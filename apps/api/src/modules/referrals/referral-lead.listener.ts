import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '../../platform/events/event-bus';
import { LeadCreated } from '../../platform/events/lead-created.event';
import { ReferralsService } from './referrals.service';

/** Turns leads that arrive with a share-link cookie into referrals, inside the lead's own transaction. */
@Injectable()
export class ReferralLeadListener implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly referrals: ReferralsService,
  ) {}

  onModuleInit(): void {
    this.events.on(LeadCreated, (e) => this.referrals.recordLead(e));
  }
}
