import { join } from 'node:path';
import type { Provider } from '@nestjs/common';
import type { AppConfig } from '../../platform/config/app-config';
import { APP_CONFIG } from '../../platform/config/config.module';
import { DirectoryStorage } from './directory-storage';
import { DOCUMENT_STORAGE } from './document-storage';

/** VAR_DIR/uploads: outside WEB_DIST, which is the only directory the server serves files from. */
export const documentStorageProvider: Provider = {
  provide: DOCUMENT_STORAGE,
  inject: [APP_CONFIG],
  useFactory: (config: AppConfig) => new DirectoryStorage(join(config.varDir, 'uploads')),
};
