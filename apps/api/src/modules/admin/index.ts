// The admin module's public face: the app imports AdminModule; modules with staff lists of lead records build their
// routes with AdminRecordsController.
export { AdminModule } from './admin.module';
export { AdminRecordsController } from './admin-records.controller';
