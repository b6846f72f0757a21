import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DirectoryStorage } from './directory-storage';
import { DOCUMENT_STORAGE } from './document-storage';
import { S3Storage } from './s3-storage';

/** S3 when S3_BUCKET is set; else VAR_DIR/uploads, outside WEB_DIST (the only directory the server serves files from). */
export const documentStorageProvider: Provider = {
  provide: DOCUMENT_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => (config.s3 ? new S3Storage(config.s3) : new DirectoryStorage(join(config.varDir, 'uploads'))),
};
