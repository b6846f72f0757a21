import { Injectable, type OnModuleInit } from '@nestjs/common';
import { EventBus } from '../../platform/events/event-bus';
import { UserCreated, UserEmailChanged, UserMetadataChanged } from '../auth';
import { ProfilesService } from './profiles.service';

/** Keeps each profile in step with its auth user, inside the transaction that changed the user. */
@Injectable()
export class ProfileSyncListener implements OnModuleInit {
  constructor(
    private readonly events: EventBus,
    private readonly profiles: ProfilesService,
  ) {}

  onModuleInit(): void {
    this.events.on(UserCreated, (e) => this.profiles.createForUser(e.manager, { id: e.userId, email: e.email, metadata: e.userMetadata }));
    this.events.on(UserEmailChanged, (e) => this.profiles.changeEmail(e.manager, e.userId, e.email));
    this.events.on(UserMetadataChanged, (e) => this.profiles.applyMetadataChanges(e.manager, e.userId, e.changes));
  }
}
