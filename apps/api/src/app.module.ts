import { DynamicModule, Module } from '@nestjs/common';
import { AbuseModule } from './platform/abuse';
import { AuditModule } from './platform/audit/audit.module';
import { AuthModule } from './modules/auth';
import { BookingModule } from './modules/booking';
import type { AppConfig } from './platform/config/app-config';
import { ContentModule } from './modules/content';
import { HealthModule } from './platform/health/health.module';
import { IdempotencyModule } from './platform/idempotency';
import { IntakeModule } from './modules/intake';
import { MailModule } from './platform/mail/mail.module';
import { MetricsModule } from './platform/metrics';
import { RateLimitModule } from './platform/rate-limit';
import { PaymentsModule } from './modules/payments';
import { ProfilesModule } from './modules/profiles';
import { ReferralsModule } from './modules/referrals';
import { rootImports } from './platform/root-imports';
import { SecurityModule } from './platform/security/security.module';
import { SiteDataModule } from './platform/site-data';
import { UploadsModule } from './modules/uploads';
import { TaxIntakeModule } from './modules/tax-intake';
import { CareersModule } from './modules/careers';
import { OfficesModule } from './modules/offices';
import { InvoicesModule } from './modules/invoices';
import { PortalModule } from './modules/portal';
import { PortalMessagesModule } from './modules/portal-messages';
import { AdminModule } from './modules/admin';
import { CalendarFeedsModule } from './modules/calendar-feeds';
import { NotificationsModule } from './modules/notifications';
import { EngagementsModule } from './modules/engagements';
import { ClientRecordsModule } from './modules/client-records';
import { SignaturesModule } from './modules/signatures';

@Module({})
export class AppModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: AppModule,
      imports: [
        ...rootImports(config, databaseUrl),
        SiteDataModule,
        AuditModule,
        IdempotencyModule,
        RateLimitModule,
        AbuseModule,
        HealthModule,
        MetricsModule,
        ContentModule,
        SecurityModule,
        MailModule,
        ProfilesModule,
        AuthModule,
        BookingModule,
        UploadsModule,
        PaymentsModule,
        TaxIntakeModule,
        ReferralsModule,
        IntakeModule,
        CareersModule,
        OfficesModule,
        PortalMessagesModule,
        InvoicesModule,
        PortalModule,
        AdminModule,
        NotificationsModule,
        CalendarFeedsModule,
        EngagementsModule,
        ClientRecordsModule,
        SignaturesModule,
      ],
    };
  }
}
