import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { UploadsModule } from '../uploads';
import { ENGAGEMENT_ENTITIES } from './engagement.entity';
import { EngagementAccess } from './engagement-access.service';
import { EngagementsRepository } from './engagements.repository';
import { MailboxProofListener } from './mailbox-proof.listener';

@Module({
  imports: [TypeOrmModule.forFeature(ENGAGEMENT_ENTITIES), AuditModule, UploadsModule],
  controllers: [],
  providers: [EngagementsRepository, EngagementAccess, MailboxProofListener],
  exports: [EngagementAccess],
})
export class EngagementsModule {}
