// The uploads module's public face: submissions claim documents with UploadsService.claim in their transaction.
export { UploadsModule } from './uploads.module';
export { UploadsService, type UploadOwner } from './uploads.service';
export { UploadSweeper } from './upload-sweeper.service';
