import { Injectable, type OnModuleInit } from '@nestjs/common';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { EventBus } from '../../platform/events/event-bus';
import { NotificationsService } from './notifications.service';

/** Every module announces through ActivityRecorded; this is the only listener, so there is one way to tell staff. */
@Injectable()
export class NotificationsListener implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly notifications: NotificationsService,
  ) {}

  onModuleInit(): void {
    this.events.on(ActivityRecorded, (event) => this.notifications.announce(event.manager, event.notice));
  }
}
