// The client-records module's public face: the app imports the module; nothing else is shared.
export { ClientRecordsModule } from './client-records.module';
