// The booking module's public face: other modules and the app import only what is exported here.
export { BookingModule } from './booking.module';
export { AppointmentFeed, type FeedAppointment } from './appointment-feed.service';
