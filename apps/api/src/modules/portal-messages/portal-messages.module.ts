import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { AuthCoreModule } from '../auth';
import { EngagementsModule } from '../engagements';
import { UploadsModule } from '../uploads';
import { PortalMessagesAdminController } from './portal-messages-admin.controller';
import { PortalMessagesController } from './portal-messages.controller';
import { PortalMessagesRepository } from './portal-messages.repository';
import { PortalMessagesService } from './portal-messages.service';

@Module({
  imports: [AuditModule, AuthCoreModule, UploadsModule, EngagementsModule],
  controllers: [PortalMessagesController, PortalMessagesAdminController],
  providers: [PortalMessagesRepository, PortalMessagesService],
  exports: [PortalMessagesService],
})
export class PortalMessagesModule {}
