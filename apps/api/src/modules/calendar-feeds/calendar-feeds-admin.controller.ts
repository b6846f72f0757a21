import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Req } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  calendarFeedCreateSchema,
  calendarFeedIdSchema,
  calendarFeedListSchema,
  createdCalendarFeedSchema,
  type CalendarFeed,
  type CalendarFeedCreate,
  type CreatedCalendarFeed,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { CalendarFeedsService } from './calendar-feeds.service';

@ApiTags('admin: calendar feeds')
@Controller('admin/calendar-feeds')
@RequireStaff()
@ApiErrors(401, 403)
export class CalendarFeedsAdminController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get()
  @ApiOperation({ summary: 'Your live calendar feeds (their addresses are shown only when created) (staff)' })
  @ApiZodResponse(200, calendarFeedListSchema)
  list(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<CalendarFeed[]> {
    return this.feeds.list(staffActorOf(user, req));
  }

  @Post()
  @ApiOperation({ summary: "A private feed address of the chosen offices' appointments, for Google Calendar or Outlook (staff; audited)" })
  @ApiZodBody(calendarFeedCreateSchema)
  @ApiZodResponse(201, createdCalendarFeedSchema, 'Created: subscribe to `url`; it is not shown again')
  @ApiErrors(400)
  create(
    @Body(new ZodValidationPipe(calendarFeedCreateSchema)) body: CalendarFeedCreate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<CreatedCalendarFeed> {
    return this.feeds.create(staffActorOf(user, req), body);
  }

  @Delete(':id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Revoke one of your feeds: its address answers 404 from now on (staff; audited)' })
  @ApiZodParam('id', calendarFeedIdSchema)
  @ApiNoContentResponse({ description: 'Revoked' })
  @ApiErrors(400, 404)
  async revoke(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<void> {
    await this.feeds.revoke(staffActorOf(user, req), id);
  }
}
