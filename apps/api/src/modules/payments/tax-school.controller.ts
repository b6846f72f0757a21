import { Body, Controller, Get, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  taxSchoolRegistrationCheckoutSchema,
  taxSchoolRegistrationCreateSchema,
  taxSchoolSessionListSchema,
  type TaxSchoolRegistrationCheckout,
  type TaxSchoolRegistrationCreate,
  type TaxSchoolSessionList,
} from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { TaxSchoolService } from './tax-school.service';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('tax-school')
@PublicAccess()
@Controller('tax-school')
export class TaxSchoolController {
  constructor(private readonly taxSchool: TaxSchoolService) {}

  @Get('sessions')
  @ApiOperation({ summary: 'The course fee and its sessions, each open or closed for registration' })
  @ApiZodResponse(200, taxSchoolSessionListSchema)
  @ApiErrors(400)
  sessions(): TaxSchoolSessionList {
    return this.taxSchool.sessions();
  }

  @Post('registrations')
  @RateLimit('form:tax-school')
  @Idempotent()
  @ApiOperation({ summary: 'Register for an open session: records the registration and starts its $149.00 checkout' })
  @ApiZodBody(taxSchoolRegistrationCreateSchema)
  @ApiZodResponse(201, taxSchoolRegistrationCheckoutSchema, 'Created')
  @ApiErrors(400, 402, 422, 502, 503)
  register(@Body(new ZodValidationPipe(taxSchoolRegistrationCreateSchema)) body: TaxSchoolRegistrationCreate): Promise<TaxSchoolRegistrationCheckout> {
    return this.taxSchool.register(body);
  }
}
