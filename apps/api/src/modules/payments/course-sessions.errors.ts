import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../platform/http/api-error';

export const courseSessionErrors = {
  unknownCourse: (codes: string[]) =>
    ApiError.validation([{ field: 'course', message: codes.length ? `must be one of ${codes.join(', ')}` : 'no session is open' }]),
  closed: (code: string) => ApiError.validation([{ field: 'course', message: `session ${code} is closed for registration` }]),
  full: (code: string) =>
    new ApiError(HttpStatus.CONFLICT, 'session_full', `Every seat in session ${code} is taken`, [{ field: 'course', message: `session ${code} is full` }]),
  notFound: () => ApiError.notFound('Course session'),
  stale: () =>
    new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'Someone changed this session since you opened it: reload it and apply your change again.', [
      { field: 'version', message: 'is not the current version' },
    ]),
  codeTaken: (code: string) =>
    new ApiError(HttpStatus.CONFLICT, 'conflict', `Another session already has the code ${code}`, [{ field: 'code', message: 'is taken by another session' }]),
  hasPaidRegistrations: (count: number) =>
    new ApiError(
      HttpStatus.CONFLICT,
      'session_has_paid_registrations',
      `The session has ${count} paid registration${count === 1 ? '' : 's'}: refund or move each one before closing it`,
      [{ field: 'status', message: `${count} paid registration${count === 1 ? '' : 's'} must be refunded or moved first` }],
    ),
  seatsBelowTaken: (taken: number) => ApiError.validation([{ field: 'seats', message: `must be at least ${taken}, the seats already taken` }]),
  unsubscribeNotValid: () => ApiError.notFound('Waitlist entry'),
};
