import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';

@Module({})
export class DatabaseModule {
  /** The schema is migrated before the application starts (see migrateDatabase); never synchronised. */
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      imports: [
        TypeOrmModule.forRoot({
          type: 'postgres',
          url,
          autoLoadEntities: true,
          synchronize: false,
          migrationsRun: false,
          extra: { max: 10, connectionTimeoutMillis: 5000, statement_timeout: 15000 },
          retryAttempts: 3,
          retryDelay: 1000,
        }),
      ],
    };
  }
}
