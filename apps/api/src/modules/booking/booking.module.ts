import { Module } from '@nestjs/common';
import { AuthCoreModule } from '../auth';
import { OfficesModule } from '../offices';
import { BookingAdminController } from './booking-admin.controller';
import { BookingAdminService } from './booking-admin.service';
import { AppointmentFeedRepository } from './appointment-feed.repository';
import { AppointmentFeed } from './appointment-feed.service';
import { AppointmentsService } from './appointments.service';
import { AvailabilityService } from './availability/availability.service';
import { BookingController } from './booking.controller';
import { BookingRepository } from './booking.repository';
import { BookingMailer } from './mail/booking-mailer.service';

@Module({
  imports: [OfficesModule, AuthCoreModule],
  controllers: [BookingController, BookingAdminController],
  providers: [BookingRepository, AvailabilityService, AppointmentsService, BookingAdminService, BookingMailer, AppointmentFeedRepository, AppointmentFeed],
  exports: [AppointmentFeed],
})
export class BookingModule {}
