import { AuthCoreModule } from '../auth';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { UploadsModule, UploadsService } from '../uploads';
import { TaxIntakeAdminController } from './tax-intake-admin.controller';
import { TaxIntakeAdminRepository } from './tax-intake-admin.repository';
import { TaxIntakeAdminService } from './tax-intake-admin.service';
import { TaxIntakeDocuments } from './tax-intake-documents';
import { TaxIntakeController } from './tax-intake.controller';
import { TaxIntakeEntity } from './tax-intake.entity';
import { TaxIntakeRepository } from './tax-intake.repository';
import { TaxIntakeService } from './tax-intake.service';
import { TaxIntakeLookup } from './tax-intake-lookup';

@Module({
  imports: [TypeOrmModule.forFeature([TaxIntakeEntity]), AuditModule, UploadsModule, AuthCoreModule],
  controllers: [TaxIntakeController, TaxIntakeAdminController],
  providers: [
    TaxIntakeService,
    TaxIntakeRepository,
    TaxIntakeAdminService,
    TaxIntakeAdminRepository,
    { provide: TaxIntakeDocuments, useExisting: UploadsService },
    TaxIntakeLookup,
  ],
  exports: [TaxIntakeLookup],
})
export class TaxIntakeModule {}
