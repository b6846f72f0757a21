import { Global, Logger, Module } from '@nestjs/common';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { resolveAppSecret } from './app-secret';
import { SecretBox } from './secret-box';

/** The application secret's uses: one SecretBox for every secret kept at rest. */
@Global()
@Module({
  providers: [
    {
      provide: SecretBox,
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => new SecretBox(resolveAppSecret(config, (message) => new Logger('Security').warn(message))),
    },
  ],
  exports: [SecretBox],
})
export class SecurityModule {}
