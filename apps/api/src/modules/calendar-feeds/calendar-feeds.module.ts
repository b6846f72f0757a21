import { Module } from '@nestjs/common';
import { AuditModule } from '../../platform/audit/audit.module';
import { BookingModule } from '../booking';
import { CalendarFeedsAdminController } from './calendar-feeds-admin.controller';
import { CalendarFeedsController } from './calendar-feeds.controller';
import { CalendarFeedsRepository } from './calendar-feeds.repository';
import { CalendarFeedsService } from './calendar-feeds.service';

/** Staff calendar feeds of appointments (/api/admin/calendar-feeds, /api/calendar/{token}.ics). */
@Module({
  imports: [AuditModule, BookingModule],
  controllers: [CalendarFeedsAdminController, CalendarFeedsController],
  providers: [CalendarFeedsRepository, CalendarFeedsService],
})
export class CalendarFeedsModule {}
