import { Global, Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { MailOutboxEntry } from './mail-outbox.entity';
import { MailOutboxRepository } from './mail-outbox.repository';
import { MailWorker } from './mail-worker.service';
import { MailService } from './mail.service';

@Global()
@Module({
  imports: [TypeOrmModule.forFeature([MailOutboxEntry])],
  providers: [MailService, MailWorker, MailOutboxRepository],
  exports: [MailService, MailWorker],
})
export class MailModule {}
