import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from '../audit/audit.module';
import { AuthCoreModule } from '../auth/auth-core.module';
import type { AppConfig } from '../config/app-config';
import { ConfigModule } from '../config/config.module';
import { DatabaseModule } from '../database/database.module';
import { MailModule } from '../mail/mail.module';
import { SecurityModule } from '../security/security.module';

/** What operator commands need: configuration, the database, auth rules, audit and mail; no HTTP layer. */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return { module: CliModule, imports: [ConfigModule.forRoot(config), DatabaseModule.forRoot(databaseUrl), AuditModule, SecurityModule, MailModule, AuthCoreModule] };
  }
}
