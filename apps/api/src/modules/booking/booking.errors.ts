import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../platform/http/api-error';

export const BookingErrors = {
  slotTaken: () => new ApiError(HttpStatus.CONFLICT, 'slot_taken', 'That time was just taken. Please choose another time.'),
  notBookable: (field: string) =>
    ApiError.validation([{ field, message: 'is not a free appointment time for this office (outside the hours, too soon, too far ahead or closed)' }]),
  /** A wrong, unknown or spent private link: the same answer as an unknown id, so it gives no hint. */
  notFound: () => ApiError.notFound('Appointment'),
  closureNotFound: () => ApiError.notFound('Closure'),
  versionConflict: () => new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'The appointment was changed by someone else; reload it and try again.'),
  alreadyCancelled: () => new ApiError(HttpStatus.CONFLICT, 'appointment_cancelled', 'The appointment is cancelled.'),
};
