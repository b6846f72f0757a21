import { Get, Param, Put } from '@nestjs/common';
import {
  bookingOfficeSchema,
  officeHoursSchema,
  officeHoursUpdateSchema,
  type BookingOffice,
  type OfficeHours,
  type OfficeHoursUpdate,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { ZodBody, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { OfficesService } from './offices.service';

const officeParam = ['office', bookingOfficeSchema] as const;

@StaffController('admin/offices', 'admin: offices')
export class OfficesAdminController {
  constructor(private readonly offices: OfficesService) {}

  @Get(':office/hours')
  @ApiZodOperation({
    summary: "An office's weekly hours and its holidays for the next year (US federal holidays unless the office set otherwise) (staff)",
    param: officeParam,
    ok: officeHoursSchema,
    errors: [400, 404],
  })
  hours(@Param('office', new ZodValidationPipe(bookingOfficeSchema)) office: BookingOffice): Promise<OfficeHours> {
    return this.offices.hours(office);
  }

  @Put(':office/hours')
  @ApiZodOperation({
    summary:
      "Set an office's weekly hours (and holiday settings) at the version you saw (409 when someone changed them since); booking and the site follow (staff; audited)",
    param: officeParam,
    body: officeHoursUpdateSchema,
    ok: officeHoursSchema,
    errors: [400, 404, 409],
  })
  update(
    @Param('office', new ZodValidationPipe(bookingOfficeSchema)) office: BookingOffice,
    @ZodBody(officeHoursUpdateSchema) body: OfficeHoursUpdate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<OfficeHours> {
    return this.offices.update(office, body, actor.id);
  }
}
