import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditEntry } from './audit-entry.entity';
import { AuditRepository } from './audit.repository';
import { AuditService } from './audit.service';

@Global()
@Module({ imports: [TypeOrmModule.forFeature([AuditEntry])], providers: [AuditRepository, AuditService], exports: [AuditService] })
export class AuditModule {}
