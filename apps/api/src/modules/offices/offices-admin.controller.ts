import { Body, Controller, Get, Param, Put } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  bookingOfficeSchema,
  officeHoursSchema,
  officeHoursUpdateSchema,
  type BookingOffice,
  type OfficeHours,
  type OfficeHoursUpdate,
} from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { OfficesService } from './offices.service';

@ApiTags('admin: offices')
@Controller('admin/offices')
@RequireStaff()
@ApiErrors(401, 403)
export class OfficesAdminController {
  constructor(private readonly offices: OfficesService) {}

  @Get(':office/hours')
  @ApiOperation({ summary: "An office's weekly hours and its holidays for the next year (US federal holidays unless the office set otherwise) (staff)" })
  @ApiZodParam('office', bookingOfficeSchema)
  @ApiZodResponse(200, officeHoursSchema)
  @ApiErrors(400, 404)
  hours(@Param('office', new ZodValidationPipe(bookingOfficeSchema)) office: BookingOffice): Promise<OfficeHours> {
    return this.offices.hours(office);
  }

  @Put(':office/hours')
  @ApiOperation({
    summary:
      "Set an office's weekly hours (and holiday settings) at the version you saw (409 when someone changed them since); booking and the site follow (staff; audited)",
  })
  @ApiZodParam('office', bookingOfficeSchema)
  @ApiZodBody(officeHoursUpdateSchema)
  @ApiZodResponse(200, officeHoursSchema)
  @ApiErrors(400, 404, 409)
  update(
    @Param('office', new ZodValidationPipe(bookingOfficeSchema)) office: BookingOffice,
    @Body(new ZodValidationPipe(officeHoursUpdateSchema)) body: OfficeHoursUpdate,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<OfficeHours> {
    return this.offices.update(office, body, user.id);
  }
}
