import { Injectable } from '@nestjs/common';
import type { SiteLocale } from '@huron/shared/contracts';
import { isLocale } from '@huron/shared/i18n';
import { Transactions, type Tx } from '../../../platform/database/transactions';
import type { UserEntity } from './user.entity';
import { UsersRepository } from './users.repository';

/**
 * The language an account's mails are written in (issue 46): its `locale` metadata, set from the page it signed up
 * on and changed on /account. Portal mails (requests, reminders, status, invoices, messages, replies) ask it at the
 * moment they are queued, so a change on /account applies to every later mail. English without an account or choice.
 */
@Injectable()
export class AccountLocales {
  constructor(
    private readonly users: UsersRepository,
    private readonly transactions: Transactions,
  ) {}

  /** By the account's id when the client has one, else by the address the mail goes to. */
  async of(client: { userId?: string | null; email: string }, tx: Tx = this.transactions.none): Promise<SiteLocale> {
    const user = client.userId ? await this.users.findById(tx, client.userId) : null;
    return localeOf(user ?? (await this.users.findByEmail(tx, client.email.trim().toLowerCase())));
  }
}

function localeOf(user: UserEntity | null): SiteLocale {
  const locale = user?.userMetadata?.['locale'];
  return isLocale(locale) ? locale : 'en';
}
