import { HttpStatus } from '@nestjs/common';
import { site } from '@huron/shared/content';
import { ApiError } from '../../platform/http/api-error';

const CALL_US = `To book more, please call the office at ${site.supportPhone}.`;

export const BookingErrors = {
  slotTaken: () => new ApiError(HttpStatus.CONFLICT, 'slot_taken', 'That time was just taken. Please choose another time.'),
  notBookable: (field: string) =>
    ApiError.validation([{ field, message: 'is not a free appointment time for this office (outside the hours, too soon, too far ahead or closed)' }]),
  /** A wrong, unknown or spent private link: the same answer as an unknown id, so it gives no hint. */
  notFound: () => ApiError.notFound('Appointment'),
  closureNotFound: () => ApiError.notFound('Closure'),
  versionConflict: () => new ApiError(HttpStatus.CONFLICT, 'version_conflict', 'The appointment was changed by someone else; reload it and try again.'),
  /** Hoarding: one email address or phone number holding its share of upcoming appointments. */
  tooManyOpen: (field: 'email' | 'phone', max: number) =>
    new ApiError(
      HttpStatus.CONFLICT,
      'booking_limit_reached',
      `This ${field === 'email' ? 'email address' : 'phone number'} already has ${max} upcoming appointments. ${CALL_US}`,
      [{ field, message: `already has ${max} upcoming appointments` }],
    ),
  /** Hoarding from one network: 429 with Retry-After, and a way to reach a person. */
  tooManyFromAddress: (retryAfterSeconds: number) =>
    Object.assign(
      new ApiError(HttpStatus.TOO_MANY_REQUESTS, 'booking_limit_reached', `Too many appointments were booked from this network today. ${CALL_US}`),
      { retryAfterSeconds },
    ),
  alreadyCancelled: () => new ApiError(HttpStatus.CONFLICT, 'appointment_cancelled', 'The appointment is cancelled.'),
};
