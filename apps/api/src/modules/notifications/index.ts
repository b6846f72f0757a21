// The notifications module's public face. Other modules never call it: they emit ActivityRecorded (platform/events).
export { NotificationsModule } from './notifications.module';
export { NotificationDigests } from './notification-digests.service';
