import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { EngagementsModule } from '../engagements';
import { PaymentsModule } from '../payments';
import { InvoicePaymentListener } from './invoice-payment.listener';
import { InvoicesAdminController } from './invoices-admin.controller';
import { InvoicesController } from './invoices.controller';
import { InvoicesRepository } from './invoices.repository';
import { InvoicesService } from './invoices.service';
import { AuthCoreModule } from '../auth';

@Module({
  imports: [AuditModule, AuthCoreModule, PaymentsModule, EngagementsModule],
  controllers: [InvoicesController, InvoicesAdminController],
  providers: [InvoicesRepository, InvoicesService, InvoicePaymentListener],
  exports: [InvoicesService],
})
export class InvoicesModule {}
