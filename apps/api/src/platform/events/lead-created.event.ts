import { DomainEvent } from './domain-event';
import type { Tx } from '../database/transactions';

/** First-party cookie set by a referrer's share link (/r/{code}); read by the forms that can become referrals. */
export const REFERRAL_COOKIE = 'huron_ref';

export type LeadSource = 'tax-intake' | 'booking' | 'group-registration' | 'contact';

/**
 * A visitor became a lead through one of the public forms. It lives in platform, not in the emitting modules,
 * because several modules emit it (intake, booking) and referrals listens: no module has to import another.
 */
export class LeadCreated extends DomainEvent {
  constructor(
    manager: Tx,
    readonly source: LeadSource,
    readonly name: string,
    readonly email: string,
    readonly phone: string | null,
    /** The `huron_ref` cookie's value as received; the listener decides whether it names a referrer. */
    readonly referralCode: string | null,
  ) {
    super(manager);
  }
}
