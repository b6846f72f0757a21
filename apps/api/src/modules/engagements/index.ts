// The engagements module's public face: other modules (portal messages, invoices, overview) and the app import only this.
export { EngagementsModule } from './engagements.module';
export { EngagementAccess, type PortalClient, type WaitingRequest } from './engagement-access.service';
export type { EngagementRef } from './engagement-row';
export { EngagementReminders } from './engagement-reminders.service';
