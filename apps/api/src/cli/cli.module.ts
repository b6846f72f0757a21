import { DynamicModule, Module } from '@nestjs/common';
import { AuditModule } from '../platform/audit/audit.module';
import { AuthCoreModule } from '../modules/auth';
import { ProfilesModule } from '../modules/profiles';
import type { AppConfig } from '../platform/config/app-config';
import { MailModule } from '../platform/mail/mail.module';
import { RateLimitModule } from '../platform/rate-limit';
import { rootImports } from '../platform/root-imports';
import { SecurityModule } from '../platform/security/security.module';

/**
 * What operator commands need: configuration, the database, auth rules, audit and mail; no HTTP layer. Profiles
 * is here for its event handlers: an account the staff command creates gets its profile like any other.
 */
@Module({})
export class CliModule {
  static forRoot(config: AppConfig, databaseUrl: string): DynamicModule {
    return {
      module: CliModule,
      imports: [...rootImports(config, databaseUrl), AuditModule, RateLimitModule, SecurityModule, MailModule, AuthCoreModule, ProfilesModule],
    };
  }
}
