import { Delete, Get, Post } from '@nestjs/common';
import {
  calendarFeedCreateSchema,
  calendarFeedIdSchema,
  calendarFeedListSchema,
  createdCalendarFeedSchema,
  type CalendarFeed,
  type CalendarFeedCreate,
  type CreatedCalendarFeed,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { CalendarFeedsService } from './calendar-feeds.service';

@StaffController('admin/calendar-feeds', 'admin: calendar feeds')
export class CalendarFeedsAdminController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  @ApiZodOperation({ summary: 'Your live calendar feeds (their addresses are shown only when created) (staff)', ok: calendarFeedListSchema })
  list(@CurrentStaff() actor: StaffActor): Promise<CalendarFeed[]> {
    return this.feeds.list(actor);
  }

  @Post()
  @ApiZodOperation({
    summary: "A private feed address of the chosen offices' appointments, for Google Calendar or Outlook (staff; audited)",
    body: calendarFeedCreateSchema,
    ok: [201, createdCalendarFeedSchema, 'Created: subscribe to `url`; it is not shown again'],
    errors: [400],
  })
  create(@ZodBody(calendarFeedCreateSchema) body: CalendarFeedCreate, @CurrentStaff() actor: StaffActor): Promise<CreatedCalendarFeed> {
    return this.feeds.create(actor, body);
  }

  @Delete(':id')
  @ApiZodOperation({
    summary: 'Revoke one of your feeds: its address answers 404 from now on (staff; audited)',
    param: calendarFeedIdSchema,
    noContent: 'Revoked',
    errors: [400, 404],
  })
  async revoke(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<void> {
    await this.feeds.revoke(actor, id);
  }
}
