export * from './admin-appointment.schema';
