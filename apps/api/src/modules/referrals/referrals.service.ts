import { Inject, Injectable } from '@nestjs/common';
import type { ReferralCreate, ReferralLink, ReferralPage, ReferralPageQuery, ReferralReceipt, ReferralSummary, ReferralWelcome } from '@huron/shared/contracts';
import { normalizeEmail } from '@huron/shared/contracts';
import { randomUUID } from 'node:crypto';
import { BotTrap } from '../../platform/abuse';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { ActivityRecorded } from '../../platform/events/activity-recorded.event';
import { EventBus } from '../../platform/events/event-bus';
import type { LeadCreated } from '../../platform/events/lead-created.event';
import { referralNotice } from './referral-notice';
import { MailboxProven } from '../../platform/events/mailbox-proven.event';
import { ReferralMailer } from './mail/referral-mailer.service';
import { decodeCursor, encodeCursor } from '../../platform/pagination';
import { ReferralErrors } from './referral.errors';
import { ownView } from './referral-row';
import { ReferralsRepository } from './referrals.repository';
import { hashSecretToken, newSecretToken } from './secret-token';
import { newShareCode, SHARE_CODE_PATTERN } from './share-code';

export interface Caller {
  id: string;
  email: string;
}

/** Referrals made by referrers: the form, the share link's leads, the referrer's own history and figures. */
@Injectable()
export class ReferralsService {
  constructor(
    private readonly repository: ReferralsRepository,
    private readonly mailer: ReferralMailer,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly bots: BotTrap,
    private readonly events: EventBus,
  ) {}

  /**
   * Signed in, the referral is the account's and the friend is invited at once. Signed out, it is stored without an
   * owner and the address typed as the referrer's gets a one-time link; the friend hears nothing until someone who
   * can read that mailbox attaches it to an account (so the form cannot send mail to strangers for anyone).
   * One referrer (account or address) makes at most REFERRAL_LIMIT_PER_REFERRER_PER_DAY a day.
   */
  async create(input: ReferralCreate, caller: Caller | undefined): Promise<ReferralReceipt> {
    if (this.bots.isLikelyBot(input)) return { id: randomUUID(), status: 'pending', attached: Boolean(caller) }; // a bot: store and mail nothing
    const referrerEmail = normalizeEmail(caller?.email ?? input.referrerEmail);
    const friendEmail = normalizeEmail(input.friendEmail);
    if (referrerEmail === friendEmail) throw ReferralErrors.selfReferral();
    const claim = caller ? undefined : newSecretToken();
    const perDay = this.config.referrals.perReferrerPerDay;
    return this.repository.transaction(async (manager) => {
      const today = await this.repository.lockAndCountToday(manager, caller?.id ?? null, referrerEmail);
      if (today.count >= perDay) throw ReferralErrors.dailyLimit(perDay, today.retryAfterSeconds);
      const row = await this.repository.insert(manager, {
        referrerId: caller?.id ?? null,
        referrerName: input.referrerName,
        referrerEmail,
        friendName: input.friendName,
        friendEmail,
        friendPhone: input.friendPhone || null,
        source: 'form',
        claimTokenHash: claim?.hash ?? null,
        locale: input.locale ?? 'en',
      });
      if (!row) throw ReferralErrors.alreadyReferred();
      await this.events.emit(new ActivityRecorded(manager, referralNotice(row)));
      const locale = input.locale ?? 'en';
      if (claim) await this.mailer.askReferrerToConfirm(manager, referrerEmail, input.referrerName, claim.token, locale);
      else await this.mailer.inviteFriend(manager, friendEmail, input.friendName, input.referrerName, locale);
      return { id: row.id, status: row.status, attached: Boolean(caller) };
    });
  }

  /**
   * Attaches a signed-out referral when the link's token is presented by an account with the referrer's address; the
   * mailbox is now proven, so the friend's held invitation goes out.
   */
  async claim(token: string, caller: Caller): Promise<{ attached: number }> {
    const result = await this.repository.transaction(async (manager) => {
      const claimed = await this.repository.claim(manager, hashSecretToken(token), caller.id, normalizeEmail(caller.email));
      // The claim link went to that mailbox and came back with this account: the same proof a sign-in code gives.
      if (claimed.valid) await this.events.emit(new MailboxProven(manager, caller.id, normalizeEmail(caller.email)));
      for (const row of claimed.attached) await this.mailer.inviteFriend(manager, row.friendEmail, row.friendName, row.referrerName, row.locale);
      return claimed;
    });
    if (!result.valid) throw ReferralErrors.claimNotValid();
    return { attached: result.attached.length };
  }

  async list(caller: Caller, query: ReferralPageQuery): Promise<ReferralPage> {
    const rows = await this.repository.listOwn(caller.id, { limit: query.limit + 1, after: query.cursor ? decodeCursor(query.cursor) : undefined });
    const page = rows.slice(0, query.limit);
    const last = page.at(-1);
    return { items: page.map(ownView), nextCursor: rows.length > query.limit && last ? encodeCursor(last.cursorAt, last.id) : null };
  }

  summary(caller: Caller): Promise<ReferralSummary> {
    return this.repository.summary(caller.id);
  }

  /** The caller's share link, created on first use; the code is random, never the user id. */
  async link(caller: Caller): Promise<ReferralLink> {
    let code = await this.repository.linkCodeOf(caller.id);
    for (let attempt = 0; !code && attempt < 5; attempt++) code = (await this.repository.insertLinkCode(caller.id, newShareCode())) || undefined;
    if (!code) throw new Error('could not find a free share code in 5 attempts');
    return { code, url: `${this.config.publicUrl}/r/${code}` };
  }

  /**
   * What a friend arriving by a share link is told: the referrer's first name and the friend's discount, never the
   * full name, address or anything else. Unknown codes get 404.
   */
  async welcome(code: string): Promise<ReferralWelcome> {
    const normalized = code.trim().toUpperCase();
    const name = SHARE_CODE_PATTERN.test(normalized) ? await this.repository.nameBehindCode(normalized) : undefined;
    if (name === undefined) throw ReferralErrors.shareCodeUnknown();
    return { firstName: firstNameOf(name), friendDiscountCents: this.config.referrals.friendDiscountCents };
  }

  /** A refused address never gets another invitation. Unknown tokens get 404; a repeat is fine. */
  async refuse(token: string): Promise<void> {
    if (!(await this.repository.refuse(hashSecretToken(token)))) throw ReferralErrors.refusalNotValid();
  }

  /**
   * A lead from a public form with a share-link cookie becomes that referrer's pending referral, unless the code
   * names nobody, the lead is the referrer, or the friend's address was already referred by anyone.
   */
  async recordLead(event: LeadCreated): Promise<void> {
    const code = event.referralCode?.trim().toUpperCase();
    if (!code || !SHARE_CODE_PATTERN.test(code)) return;
    const referrer = await this.repository.referrerOfCode(event.manager, code);
    const friendEmail = normalizeEmail(event.email);
    if (!referrer || referrer.email === friendEmail) return;
    if (await this.repository.friendAlreadyReferred(event.manager, friendEmail)) return;
    const row = await this.repository.insert(event.manager, {
      referrerId: referrer.userId,
      referrerName: referrer.name ?? referrer.email,
      referrerEmail: referrer.email,
      friendName: event.name,
      friendEmail,
      friendPhone: event.phone,
      source: event.source,
      claimTokenHash: null,
    });
    if (row) await this.events.emit(new ActivityRecorded(event.manager, referralNotice(row)));
  }
}

/** 'Pat Q. Lee' -> 'Pat'; null without a name. */
export function firstNameOf(fullName: string | null): string | null {
  return fullName?.trim().split(/\s+/)[0] || null;
}
