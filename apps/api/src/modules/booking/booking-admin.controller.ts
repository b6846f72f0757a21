import { Body, Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Patch, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import { ApiCsvExport } from '../../platform/csv';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  adminAppointmentPageSchema,
  adminAppointmentPatchSchema,
  adminAppointmentQuerySchema,
  adminAppointmentSchema,
  bookingIdSchema,
  calendarQuerySchema,
  calendarSchema,
  closureCreateSchema,
  closureIdSchema,
  closureListSchema,
  closureQuerySchema,
  closureSchema,
  type AdminAppointment,
  type AdminAppointmentPatch,
  type AdminAppointmentQuery,
  type Calendar,
  type CalendarQuery,
  type Closure,
  type ClosureCreate,
} from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { BookingAdminService } from './booking-admin.service';

@ApiTags('admin: booking')
@Controller('admin')
@RequireStaff()
@ApiErrors(401, 403)
export class BookingAdminController {
  constructor(private readonly admin: BookingAdminService) {}

  @Get('appointments')
  @ApiOperation({ summary: 'Appointments in start order, by day, office and status (staff)' })
  @ApiZodQuery(adminAppointmentQuerySchema)
  @ApiZodResponse(200, adminAppointmentPageSchema)
  @ApiErrors(400)
  list(@Query(new ZodValidationPipe(adminAppointmentQuerySchema)) query: AdminAppointmentQuery, @CurrentUser() user: AuthenticatedUser) {
    return this.admin.list(query, user.id);
  }

  @Get('calendar')
  @ApiOperation({
    summary: 'Appointments from one day to another (at most 31, America/Detroit) by office and preparer, for the day and week views (staff; audited)',
  })
  @ApiZodQuery(calendarQuerySchema)
  @ApiZodResponse(200, calendarSchema)
  @ApiErrors(400)
  calendar(@Query(new ZodValidationPipe(calendarQuerySchema)) query: CalendarQuery, @CurrentUser() user: AuthenticatedUser): Promise<Calendar> {
    return this.admin.calendar(query, user.id);
  }

  @Get('appointments/export.csv')
  @ApiOperation({ summary: 'Appointments as CSV, filtered like the list, streamed (staff; audited)' })
  @ApiZodQuery(adminAppointmentQuerySchema)
  @ApiCsvExport()
  @ApiErrors(400)
  async exportCsv(
    @Query(new ZodValidationPipe(adminAppointmentQuerySchema)) query: AdminAppointmentQuery,
    @CurrentUser() user: AuthenticatedUser,
    @Res() res: Response,
  ): Promise<void> {
    await this.admin.exportCsv(query, user.id, res);
  }

  @Patch('appointments/:id')
  @ApiOperation({
    summary:
      'Change status, internal note or preparer (assigneeId), record the outcome once it has started, or move (the client gets the updated invitation) (staff; audited)',
  })
  @ApiZodParam('id', bookingIdSchema)
  @ApiZodBody(adminAppointmentPatchSchema)
  @ApiZodResponse(200, adminAppointmentSchema)
  @ApiErrors(400, 404, 409)
  patch(
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(adminAppointmentPatchSchema)) body: AdminAppointmentPatch,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminAppointment> {
    return this.admin.patch(id, body, user.id);
  }

  @Delete('appointments/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Cancel an appointment (the client gets the cancellation) (staff)' })
  @ApiZodParam('id', bookingIdSchema)
  @ApiNoContentResponse({ description: 'Cancelled' })
  @ApiErrors(400, 404, 409)
  cancel(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.admin.cancel(id, user.id);
  }

  @Get('closures')
  @ApiOperation({ summary: 'Current and future closures (staff)' })
  @ApiZodQuery(closureQuerySchema)
  @ApiZodResponse(200, closureListSchema)
  @ApiErrors(400)
  closures(@Query(new ZodValidationPipe(closureQuerySchema)) query: { office?: Closure['office'] }): Promise<Closure[]> {
    return this.admin.closures(query.office);
  }

  @Post('closures')
  @ApiOperation({ summary: 'Close an office (or remote appointments) for a period: no times are offered in it (staff)' })
  @ApiZodBody(closureCreateSchema)
  @ApiZodResponse(201, closureSchema, 'Created')
  @ApiErrors(400)
  addClosure(@Body(new ZodValidationPipe(closureCreateSchema)) body: ClosureCreate, @CurrentUser() user: AuthenticatedUser): Promise<Closure> {
    return this.admin.addClosure(body, user.id);
  }

  @Delete('closures/:id')
  @HttpCode(204)
  @ApiOperation({ summary: 'Remove a closure (staff)' })
  @ApiZodParam('id', closureIdSchema)
  @ApiNoContentResponse({ description: 'Removed' })
  @ApiErrors(400, 404)
  removeClosure(@Param('id', new ParseUUIDPipe()) id: string, @CurrentUser() user: AuthenticatedUser): Promise<void> {
    return this.admin.removeClosure(id, user.id);
  }
}
