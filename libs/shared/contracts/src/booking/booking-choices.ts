// No zod here: the booking page shows these before its form's schema has loaded.

export const BOOKING_OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'] as const;
export const BOOKING_SERVICES = ['individual-return', 'business-return', 'tax-problem', 'advisory', 'other'] as const;
export const APPOINTMENT_STATUSES = ['confirmed', 'cancelled', 'completed', 'no_show'] as const;
/** At most this many days per availability call. */
export const MAX_AVAILABILITY_DAYS = 62;
