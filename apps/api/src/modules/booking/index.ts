// The booking module's public face: other modules and the app import only what is exported here.
export { BookingModule } from './booking.module';
