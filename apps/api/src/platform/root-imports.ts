import type { DynamicModule, Type } from '@nestjs/common';
import type { AppConfig } from './config/app-config';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { EventsModule } from './events/events.module';
import { JobsModule } from './jobs';

/** What every process of the API starts with, first and in this order (the web server and the operator commands). */
export const rootImports = (config: AppConfig, databaseUrl: string): Array<DynamicModule | Type> => [
  ConfigModule.forRoot(config),
  DatabaseModule.forRoot(databaseUrl),
  EventsModule,
  JobsModule,
];
