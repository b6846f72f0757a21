import { AuthCoreModule } from '../auth';
import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuditModule } from '../../platform/audit/audit.module';
import { ContactMessageEntity } from './contact-message.entity';
import { ContactMessagesAdminController } from './contact-messages-admin.controller';
import { ContactMessagesAdminService } from './contact-messages-admin.service';
import { ContactMessagesRepository } from './contact-messages.repository';
import { ContactController } from './contact.controller';
import { ContactService } from './contact.service';
import { GroupRegistrationController } from './group-registration.controller';
import { GroupRegistrationEntity } from './group-registration.entity';
import { GroupRegistrationService } from './group-registration.service';
import { GroupRegistrationsAdminController } from './group-registrations-admin.controller';
import { GroupRegistrationsAdminService } from './group-registrations-admin.service';
import { GroupRegistrationsRepository } from './group-registrations.repository';
import { IntakeAdminRepository } from './intake-admin.repository';

@Module({
  imports: [TypeOrmModule.forFeature([ContactMessageEntity, GroupRegistrationEntity]), AuditModule, AuthCoreModule],
  controllers: [ContactController, GroupRegistrationController, ContactMessagesAdminController, GroupRegistrationsAdminController],
  providers: [
    ContactService,
    ContactMessagesRepository,
    GroupRegistrationService,
    GroupRegistrationsRepository,
    IntakeAdminRepository,
    ContactMessagesAdminService,
    GroupRegistrationsAdminService,
  ],
})
export class IntakeModule {}
