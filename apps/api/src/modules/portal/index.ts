// The portal module's public face: the client's "Waiting for you" overview over engagements, invoices and messages.
export { PortalModule } from './portal.module';
