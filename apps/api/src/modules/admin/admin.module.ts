import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { AuthCoreModule } from '../auth';
import { AdminController } from './admin.controller';
import { AdminService } from './admin.service';
import { AuditLogRepository } from './audit-log.repository';
import { OverviewRepository } from './overview.repository';
import { PeopleAdminController } from './people-admin.controller';
import { WorkAdminController } from './work-admin.controller';
import { WorkRepository } from './work.repository';
import { WorkService } from './work.service';
import { QueuesRepository } from './queues.repository';
import { SearchRepository } from './search.repository';
import { SearchService } from './search.service';

/** The back office's own API: people and roles, the audit log, the overview. Each feature keeps its staff routes. */
@Module({
  imports: [AuditModule, AuthCoreModule],
  controllers: [AdminController, PeopleAdminController, WorkAdminController],
  providers: [AdminService, AuditLogRepository, OverviewRepository, QueuesRepository, SearchRepository, SearchService, WorkRepository, WorkService],
})
export class AdminModule {}
