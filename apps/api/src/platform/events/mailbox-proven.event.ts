import { DomainEvent } from './domain-event';
import type { Tx } from '../database/transactions';

/**
 * An account showed that it reads a mailbox: a one-time link or code sent to `email` was used by `userId` (sign-up
 * confirmation, magic link, email code, recovery, email change). Confirmation turned off (autoconfirm) is not proof.
 * In platform because auth emits it and others (the client portal) act on it: no module imports another for it.
 */
export class MailboxProven extends DomainEvent {
  constructor(
    manager: Tx,
    readonly userId: string,
    /** Lower case. */
    readonly email: string,
  ) {
    super(manager);
  }
}
