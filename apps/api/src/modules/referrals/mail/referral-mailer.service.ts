import { Inject, Injectable } from '@nestjs/common';
import type { SiteLocale } from '@huron/shared/contracts';
import { mailPath } from '@huron/shared/i18n';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { MailService } from '../../../platform/mail/mail.service';
import { ReferralsRepository } from '../referrals.repository';
import { newSecretToken } from '../secret-token';
import { renderClaimRequest, renderInvitation, renderRewardPaid } from './referral-mail';
import type { Tx } from '../../../platform/database/transactions';

/** Referral mails, queued in the caller's transaction. */
@Injectable()
export class ReferralMailer {
  constructor(
    private readonly mail: MailService,
    private readonly repository: ReferralsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The refusal page: a GET shows a button, the POST (also RFC 8058 one-click) records the refusal. */
  refuseUrl(token: string): string {
    return `${this.config.publicUrl}/api/referrals/refusals/${token}`;
  }

  claimUrl(token: string, locale: SiteLocale = 'en'): string {
    return `${this.config.publicUrl}${mailPath('/dashboard', locale)}?claim=${encodeURIComponent(token)}`;
  }

  /** Sends nothing when the address refused or had an invitation within the interval, whoever referred it. */
  async inviteFriend(manager: Tx, friendEmail: string, friendName: string, referrerName: string, locale: SiteLocale = 'en'): Promise<boolean> {
    const refusal = newSecretToken();
    if (!(await this.repository.takeInvitationSlot(manager, friendEmail, this.config.referrals.invitationIntervalDays, refusal.hash))) return false;
    await this.mail.enqueue(renderInvitation(friendEmail, referrerName, friendName, this.refuseUrl(refusal.token), locale), manager);
    return true;
  }

  /** The referrer hears that their reward was paid (staff marked it so). */
  async tellRewardPaid(
    manager: Tx,
    referral: { referrerEmail: string; referrerName: string; friendName: string; rewardCents: number; locale?: SiteLocale },
  ): Promise<void> {
    const locale = referral.locale ?? 'en';
    const dashboardUrl = `${this.config.publicUrl}${mailPath('/dashboard', locale)}`;
    await this.mail.enqueue(
      renderRewardPaid(referral.referrerEmail, referral.referrerName, referral.friendName, referral.rewardCents, dashboardUrl, locale),
      manager,
    );
  }

  async askReferrerToConfirm(manager: Tx, referrerEmail: string, referrerName: string, token: string, locale: SiteLocale = 'en'): Promise<void> {
    await this.mail.enqueue(renderClaimRequest(referrerEmail, referrerName, this.claimUrl(token, locale), locale), manager);
  }
}
