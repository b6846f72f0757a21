import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { documentStorageProvider } from './document-storage.provider';
import { StreamedDocumentInterceptor } from './streamed-document.interceptor';
import { UploadEntity } from './upload.entity';
import { UploadSweeper } from './upload-sweeper.service';
import { UploadsAdminController } from './uploads-admin.controller';
import { UploadsController } from './uploads.controller';
import { UploadsRepository } from './uploads.repository';
import { UploadsService } from './uploads.service';

@Module({
  imports: [TypeOrmModule.forFeature([UploadEntity])],
  controllers: [UploadsController, UploadsAdminController],
  providers: [UploadsRepository, UploadsService, UploadSweeper, documentStorageProvider, StreamedDocumentInterceptor],
  exports: [UploadsService],
})
export class UploadsModule {}
