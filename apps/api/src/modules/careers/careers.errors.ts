import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../platform/http/api-error';

export const careersErrors = {
  unknownJob: () =>
    new ApiError(HttpStatus.UNPROCESSABLE_ENTITY, 'validation_failed', 'jobId: not one of the jobs open on /careers', [
      { field: 'jobId', message: 'is not one of the open jobs' },
    ]),
  postingClosed: () =>
    new ApiError(HttpStatus.GONE, 'job_posting_closed', 'This job posting has closed and no longer takes applications. See the open positions on /careers.', [
      { field: 'jobId', message: 'has closed' },
    ]),
  notFound: () => ApiError.notFound('Job application'),
  postingNotFound: () => ApiError.notFound('Job posting'),
  postingInvalid: (issues: { field: string; message: string }[]) =>
    new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'validation_failed',
      `Invalid job posting: ${issues.map((i) => `${i.field}: ${i.message}`).join('; ')}`,
      issues,
    ),
  postingStale: () =>
    new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'Someone changed this job posting since you opened it: reload it and apply your change again.', [
      { field: 'version', message: 'is not the current version' },
    ]),
};
