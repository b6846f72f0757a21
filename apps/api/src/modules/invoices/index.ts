// The invoices module's public face: the module, and the service the portal overview reads invoices due from.
export { InvoicesModule } from './invoices.module';
export { InvoicesService } from './invoices.service';
