import { Delete, Get, Patch, Post, Res } from '@nestjs/common';
import type { Response } from 'express';
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
import type { StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody, ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { BookingAdminService } from './booking-admin.service';

@StaffController('admin', 'admin: booking')
export class BookingAdminController {
  constructor(private readonly admin: BookingAdminService) {}

  @Get('appointments')
  @ApiZodOperation({
    summary: 'Appointments in start order, by day, office and status (staff)',
    query: adminAppointmentQuerySchema,
    ok: adminAppointmentPageSchema,
    errors: [400],
  })
  list(@ZodQuery(adminAppointmentQuerySchema) query: AdminAppointmentQuery, @CurrentStaff() actor: StaffActor) {
    return this.admin.list(query, actor.id);
  }

  @Get('calendar')
  @ApiZodOperation({
    summary: 'Appointments from one day to another (at most 31, America/Detroit) by office and preparer, for the day and week views (staff; audited)',
    query: calendarQuerySchema,
    ok: calendarSchema,
    errors: [400],
  })
  calendar(@ZodQuery(calendarQuerySchema) query: CalendarQuery, @CurrentStaff() actor: StaffActor): Promise<Calendar> {
    return this.admin.calendar(query, actor.id);
  }

  @Get('appointments/export.csv')
  @ApiZodOperation({
    summary: 'Appointments as CSV, filtered like the list, streamed (staff; audited)',
    query: adminAppointmentQuerySchema,
    csv: true,
    errors: [400],
  })
  async exportCsv(@ZodQuery(adminAppointmentQuerySchema) query: AdminAppointmentQuery, @CurrentStaff() actor: StaffActor, @Res() res: Response): Promise<void> {
    await this.admin.exportCsv(query, actor.id, res);
  }

  @Patch('appointments/:id')
  @ApiZodOperation({
    summary:
      'Change status, internal note or preparer (assigneeId), record the outcome once it has started, or move (the client gets the updated invitation) (staff; audited)',
    param: bookingIdSchema,
    body: adminAppointmentPatchSchema,
    ok: adminAppointmentSchema,
    errors: [400, 404, 409],
  })
  patch(
    @UuidParam() id: string,
    @ZodBody(adminAppointmentPatchSchema) body: AdminAppointmentPatch,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminAppointment> {
    return this.admin.patch(id, body, actor.id);
  }

  @Delete('appointments/:id')
  @ApiZodOperation({
    summary: 'Cancel an appointment (the client gets the cancellation) (staff)',
    param: bookingIdSchema,
    noContent: 'Cancelled',
    errors: [400, 404, 409],
  })
  cancel(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.admin.cancel(id, actor.id);
  }

  @Get('closures')
  @ApiZodOperation({ summary: 'Current and future closures (staff)', query: closureQuerySchema, ok: closureListSchema, errors: [400] })
  closures(@ZodQuery(closureQuerySchema) query: { office?: Closure['office'] }): Promise<Closure[]> {
    return this.admin.closures(query.office);
  }

  @Post('closures')
  @ApiZodOperation({
    summary: 'Close an office (or remote appointments) for a period: no times are offered in it (staff)',
    body: closureCreateSchema,
    ok: [201, closureSchema, 'Created'],
    errors: [400],
  })
  addClosure(@ZodBody(closureCreateSchema) body: ClosureCreate, @CurrentStaff() actor: StaffActor): Promise<Closure> {
    return this.admin.addClosure(body, actor.id);
  }

  @Delete('closures/:id')
  @ApiZodOperation({ summary: 'Remove a closure (staff)', param: closureIdSchema, noContent: 'Removed', errors: [400, 404] })
  removeClosure(@UuidParam() id: string, @CurrentStaff() actor: StaffActor): Promise<void> {
    return this.admin.removeClosure(id, actor.id);
  }
}
