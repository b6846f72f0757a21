import type { Tx } from '../database/transactions';

/**
 * Something that happened in one module that others may act on, named in the past tense (UserCreated).
 * It is emitted inside the transaction that made it happen and carries that transaction, so every handler's
 * writes commit or roll back with the emitter's.
 */
export abstract class DomainEvent {
  constructor(readonly manager: Tx) {}
}
