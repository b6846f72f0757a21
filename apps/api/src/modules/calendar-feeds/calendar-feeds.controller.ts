import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { calendarFeedDocumentSchema, calendarFeedTokenSchema } from '@huron/shared/contracts';
import { ApiErrors, ApiZodContentResponse, ApiZodParam } from '../../platform/http/zod-validation';
import { PublicAccess } from '../../platform/openapi/api-access';
import { CalendarFeedsService } from './calendar-feeds.service';

const CALENDAR = 'text/calendar';

/** The feed address calendars poll: the secret token is the only credential (no cookie, no header). */
@ApiTags('calendar feeds')
@PublicAccess()
@Controller('calendar')
export class CalendarFeedsController {
  constructor(private readonly feeds: CalendarFeedsService) {}

  @Get(':token.ics')
  @Header('Content-Type', `${CALENDAR}; charset=utf-8`)
  @Header('Cache-Control', 'no-store')
  @Header('X-Robots-Tag', 'noindex')
  @ApiOperation({ summary: "A staff member's private appointment calendar (iCalendar, America/Detroit times); unknown or revoked: 404" })
  @ApiZodParam('token', calendarFeedTokenSchema)
  @ApiZodContentResponse(200, calendarFeedDocumentSchema, [CALENDAR], 'The calendar')
  @ApiErrors(404)
  document(@Param('token') token: string): Promise<string> {
    return this.feeds.document(token);
  }
}
