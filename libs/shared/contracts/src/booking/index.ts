export * from './booking-choices';
export * from './booking-fields.schema';
export * from './availability.schema';
export * from './appointment.schema';
