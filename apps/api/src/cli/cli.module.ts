import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from '../platform/audit/audit.module';
import { AuthCoreModule } from '../modules/auth/auth-core.module';
import type { AppConfig } from '../platform/config/app-config';
import { ConfigModule } from '../platform/config/config.module';
import { DatabaseModule } from '../platform/database/database.module';
import { MailModule } from '../platform/mail/mail.module';
import { SecurityModule } from '../platform/security/security.module';

/** What operator commands need: configuration, the database, auth rules, audit and mail; no HTTP layer. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return { module: CliModule, imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(databaseUrl), AuditModule, SecurityModule, MailModule, AuthCoreModule] };
  }
}
