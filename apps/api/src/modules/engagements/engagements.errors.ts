import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../platform/http/api-error';

export const engagementErrors = {
  /** Missing, or not the caller's: the same answer either way (never 403, never the row). */
  notFound: () => ApiError.notFound('Engagement'),
  requestNotFound: () => ApiError.notFound('Document request'),
  exists: () =>
    new ApiError(HttpStatus.CONFLICT, 'engagement_exists', 'This client already has an engagement for that tax year and kind', [
      { field: 'taxYear', message: 'an engagement for this email, tax year and kind exists' },
    ]),
  stale: () => new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'Someone changed this since you loaded it: reload and try again'),
  requestNotOpen: () =>
    new ApiError(HttpStatus.CONFLICT, 'request_not_open', 'This request is not waiting for the client (it was submitted, accepted or closed)'),
  illegalRequestChange: (from: string, action: string) =>
    new ApiError(HttpStatus.CONFLICT, 'illegal_status_change', `A ${from} request cannot be given "${action}"`, [
      { field: 'action', message: `not allowed from ${from}` },
    ]),
  typeMismatch: (type: 'document' | 'question') =>
    new ApiError(
      HttpStatus.UNPROCESSABLE_ENTITY,
      'request_type_mismatch',
      type === 'document' ? 'This request asks for a document: upload files' : 'This request is a question: answer it',
      [
        {
          field: type === 'document' ? 'answer' : 'uploadIds',
          message: type === 'document' ? 'this request asks for a document' : 'this request is a question',
        },
      ],
    ),
  duplicateUpload: (index: number) => ApiError.validation([{ field: `uploadIds.${index}`, message: 'is given twice' }]),
  unknownAssignee: () => ApiError.validation([{ field: 'assigneeUserId', message: 'is not a staff member' }]),
  taxIntakeNotFound: () => ApiError.notFound('Tax intake'),
};
