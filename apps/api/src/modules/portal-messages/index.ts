// The portal-messages module's public face: the module, and the service the portal overview reads unread counts from.
export { PortalMessagesModule } from './portal-messages.module';
export { PortalMessagesService } from './portal-messages.service';
