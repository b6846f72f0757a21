/** The role in app_metadata.roles that opens the staff-only /api routes; only the staff command grants it. */
export const STAFF_ROLE = 'staff';
