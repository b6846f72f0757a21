import { Module } from '@nestjs/common';
import { ReferralsAdminController } from './referrals-admin.controller';
import { ReferralsAdminService } from './referrals-admin.service';
import { ReferralMailer } from './mail/referral-mailer.service';
import { ReferralLeadListener } from './referral-lead.listener';
import { ReferralRefusalsController } from './referral-refusals.controller';
import { ReferralsController } from './referrals.controller';
import { ReferralsRepository } from './referrals.repository';
import { ReferralsService } from './referrals.service';

@Module({
  controllers: [ReferralsController, ReferralRefusalsController, ReferralsAdminController],
  providers: [ReferralsRepository, ReferralsService, ReferralsAdminService, ReferralMailer, ReferralLeadListener],
})
export class ReferralsModule {}
