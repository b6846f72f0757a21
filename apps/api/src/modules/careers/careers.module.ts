import { AuthCoreModule } from '../auth';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { UploadsModule, UploadsService } from '../uploads';
import { CareerApplicationEntity } from './career-application.entity';
import { CareerApplicationsAdminController } from './career-applications-admin.controller';
import { CareerApplicationsAdminService } from './career-applications-admin.service';
import { CareerApplicationsRepository } from './career-applications.repository';
import { CareersController } from './careers.controller';
import { CareersService } from './careers.service';
import { JobPostingEntity } from './job-posting.entity';
import { JobPostingsAdminController } from './job-postings-admin.controller';
import { JobPostingsRepository } from './job-postings.repository';
import { JobPostingsService } from './job-postings.service';
import { ResumeDocuments } from './resume-documents';

@Module({
  imports: [TypeOrmModule.forFeature([CareerApplicationEntity, JobPostingEntity]), AuditModule, UploadsModule, AuthCoreModule],
  controllers: [CareersController, CareerApplicationsAdminController, JobPostingsAdminController],
  providers: [
    CareersService,
    JobPostingsService,
    JobPostingsRepository,
    CareerApplicationsRepository,
    CareerApplicationsAdminService,
    { provide: ResumeDocuments, useExisting: UploadsService },
  ],
})
export class CareersModule {}
