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
import { ResumeDocuments } from './resume-documents';

@Module({
  imports: [TypeOrmModule.forFeature([CareerApplicationEntity]), AuditModule, UploadsModule],
  controllers: [CareersController, CareerApplicationsAdminController],
  providers: [CareersService, CareerApplicationsRepository, CareerApplicationsAdminService, { provide: ResumeDocuments, useExisting: UploadsService }],
})
export class CareersModule {}
