export * from './booking-fields.schema';
export * from './availability.schema';
export * from './appointment.schema';
export * from './admin-appointment.schema';
