import { DynamicModule, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { Transactions } from './transactions';

@Module({})
export class DatabaseModule {
  /** The schema is migrated before the application starts (see migrateDatabase); never synchronised. */
  static forRoot(url: string): DynamicModule {
    return {
      module: DatabaseModule,
      global: true,
      providers: [Transactions],
      exports: [Transactions],
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
