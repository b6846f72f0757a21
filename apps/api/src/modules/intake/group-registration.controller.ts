import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  GROUP_REGISTRATION_ISSUE_MESSAGES,
  groupRegistrationCreateSchema,
  groupRegistrationReceiptSchema,
  type GroupRegistrationCreate,
  type GroupRegistrationReceipt,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { FormBodyPipe } from '../../platform/http/form-body.pipe';
import { GroupRegistrationService } from './group-registration.service';
import { referralCodeOf } from '../../platform/http/referral-cookie';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('intake')
@PublicAccess()
@Controller('intake')
export class GroupRegistrationController {
  constructor(private readonly registrations: GroupRegistrationService) {}

  @Post('group-registrations')
  @HttpCode(201)
  @RateLimit('form:group-registration')
  @Idempotent()
  @ApiOperation({ summary: 'Register a group for the group discount; the organiser and the office are mailed' })
  @ApiZodBody(groupRegistrationCreateSchema)
  @ApiZodResponse(201, groupRegistrationReceiptSchema, 'Stored')
  @ApiErrors(400, 409, 422)
  create(
    @Body(new FormBodyPipe(groupRegistrationCreateSchema, GROUP_REGISTRATION_ISSUE_MESSAGES)) body: GroupRegistrationCreate,
    @Req() req: Request,
  ): Promise<GroupRegistrationReceipt> {
    return this.registrations.submit(body, referralCodeOf(req.headers.cookie));
  }
}
