import { Module } from '@nestjs/common';
import { EngagementsModule } from '../engagements';
import { InvoicesModule } from '../invoices';
import { PortalMessagesModule } from '../portal-messages';
import { PortalController } from './portal.controller';
import { PortalService } from './portal.service';

@Module({
  imports: [EngagementsModule, InvoicesModule, PortalMessagesModule],
  controllers: [PortalController],
  providers: [PortalService],
})
export class PortalModule {}
