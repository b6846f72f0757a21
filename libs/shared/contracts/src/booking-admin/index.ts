export * from './admin-appointment.schema';
export * from './calendar.schema';
