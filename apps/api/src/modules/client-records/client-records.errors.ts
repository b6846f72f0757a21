import type { RecordKind } from '@huron/shared/contracts';
import { ApiError } from '../../platform/http/api-error';
import { RECORD_SOURCES } from './record-kinds';

export const clientRecordErrors = {
  recordNotFound: (kind: RecordKind) => ApiError.notFound(RECORD_SOURCES[kind].noun),
  personNotFound: () => ApiError.notFound('Person'),
};
