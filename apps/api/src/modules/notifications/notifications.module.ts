import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { NotificationDigests } from './notification-digests.service';
import { NotificationsAdminController } from './notifications-admin.controller';
import { NotificationsListener } from './notifications.listener';
import { NotificationsRepository } from './notifications.repository';
import { NotificationsService } from './notifications.service';

/** Staff hear of every lead, booking, payment and form through here: fed only by the ActivityRecorded event. */
@Module({
  imports: [AuditModule],
  controllers: [NotificationsAdminController],
  providers: [NotificationsRepository, NotificationsService, NotificationsListener, NotificationDigests],
  exports: [NotificationDigests],
})
export class NotificationsModule {}
