import { ApiError } from '../../platform/http/api-error';

export const CalendarFeedErrors = {
  /** Unknown, revoked, someone else's, or its owner left the staff: all the same answer. */
  notFound: () => ApiError.notFound('Calendar feed'),
};
