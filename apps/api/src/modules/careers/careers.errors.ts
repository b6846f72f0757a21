import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../platform/http/api-error';

export const careersErrors = {
  unknownJob: () =>
    new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'validation_failed', 'jobId: not one of the jobs open on /careers', [
      { field: 'jobId', message: 'is not one of the open jobs' },
    ]),
  notFound: () => ApiError.notFound('Job application'),
};
