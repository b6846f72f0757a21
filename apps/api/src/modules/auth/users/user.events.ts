import { DomainEvent } from '../../../platform/events/domain-event';
import type { Tx } from '../../../platform/database/transactions';

// What happens to an account that other modules act on (profiles keeps its copy of the email and name).
// Emitted inside the transaction that made the change; see platform/events.

export class UserCreated extends DomainEvent {
  constructor(
    manager: Tx,
    readonly userId: string,
    readonly email: string,
    readonly userMetadata: Record<string, unknown>,
  ) {
    super(manager);
  }
}

export class UserEmailChanged extends DomainEvent {
  constructor(
    manager: Tx,
    readonly userId: string,
    readonly email: string,
  ) {
    super(manager);
  }
}

/** `changes` as the user sent them: a key set to null was removed. */
export class UserMetadataChanged extends DomainEvent {
  constructor(
    manager: Tx,
    readonly userId: string,
    readonly changes: Record<string, unknown>,
  ) {
    super(manager);
  }
}
