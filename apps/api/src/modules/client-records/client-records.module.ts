import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../auth';
import { PortalMessagesModule } from '../portal-messages';
import { CLIENT_RECORDS_CONTROLLERS } from './client-records-admin.controller';
import { ClientRecordsRepository } from './client-records.repository';
import { ClientRecordsService } from './client-records.service';

/** Notes and replies on every kind of client record, and one page per client (issue 45). Staff only. */
@Module({
  imports: [AuthCoreModule, PortalMessagesModule],
  controllers: CLIENT_RECORDS_CONTROLLERS,
  providers: [ClientRecordsRepository, ClientRecordsService],
})
export class ClientRecordsModule {}
