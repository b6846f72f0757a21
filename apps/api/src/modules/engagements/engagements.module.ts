import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthCoreModule } from '../auth';
import { TaxIntakeModule } from '../tax-intake';
import { UploadsModule } from '../uploads';
import { ENGAGEMENT_ENTITIES } from './engagement.entity';
import { EngagementAccess } from './engagement-access.service';
import { EngagementReminders } from './engagement-reminders.service';
import { EngagementsAdminController } from './engagements-admin.controller';
import { EngagementsAdminService } from './engagements-admin.service';
import { EngagementsController } from './engagements.controller';
import { EngagementsRepository } from './engagements.repository';
import { EngagementsService } from './engagements.service';
import { MailboxProofListener } from './mailbox-proof.listener';

@Module({
  imports: [TypeOrmModule.forFeature(ENGAGEMENT_ENTITIES), AuthCoreModule, TaxIntakeModule, UploadsModule],
  controllers: [EngagementsController, EngagementsAdminController],
  providers: [EngagementsRepository, EngagementAccess, EngagementsService, EngagementsAdminService, EngagementReminders, MailboxProofListener],
  exports: [EngagementAccess],
})
export class EngagementsModule {}
