import type { NotificationKind } from '@huron/shared/contracts';
import { DomainEvent } from './domain-event';
import type { Tx } from '../database/transactions';

/**
 * What the firm is told about one thing that happened (a booking, a payment, a form sent...). Only facts safe to put
 * in an email: never tax answers, amounts owed on a return or document contents. `details` are short label/value
 * lines (service, start time, amount paid); the record itself is opened from `adminPath`.
 */
export interface ActivityNotice {
  kind: NotificationKind;
  /** What staff quote: HC-..., HT-..., the booking or payment reference. */
  reference: string;
  /** The office slug the record belongs to ('remote' or null: the firm's address). */
  office: string | null;
  /** Where staff route it when it is not an office's (job applications: the hiring address). */
  address?: string;
  occurredAt: Date;
  /** The record in the back office, e.g. /admin/appointments/{id}. */
  adminPath: string;
  /** The client (Reply-To), when there is one. */
  client: { name: string; email: string } | null;
  details: Array<[label: string, value: string]>;
}

/**
 * Something staff should hear about happened. Emitted by the module that made it happen, inside its transaction;
 * the notifications module turns it into the office email, personal copies and digest lines, so a rolled-back
 * change announces nothing.
 */
export class ActivityRecorded extends DomainEvent {
  constructor(
    manager: Tx,
    readonly notice: ActivityNotice,
  ) {
    super(manager);
  }
}
