import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../platform/http/api-error';

export const officesErrors = {
  notFound: () => ApiError.notFound('Office hours'),
  stale: () =>
    new ApiError(
      HttpStatus.CONFLICT,
      'version_conflict',
      "Someone changed this office's hours since you opened them: reload them and apply your change again.",
      [{ field: 'version', message: 'is not the current version' }],
    ),
};
