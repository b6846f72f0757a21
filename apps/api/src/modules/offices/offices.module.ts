import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { OfficeHolidayEntity } from './office-holiday.entity';
import { OfficeHoursEntity } from './office-hours.entity';
import { OfficesAdminController } from './offices-admin.controller';
import { OfficesRepository } from './offices.repository';
import { OfficesService } from './offices.service';

@Module({
  imports: [TypeOrmModule.forFeature([OfficeHoursEntity, OfficeHolidayEntity]), AuditModule],
  controllers: [OfficesAdminController],
  providers: [OfficesService, OfficesRepository],
  exports: [OfficesService],
})
export class OfficesModule {}
