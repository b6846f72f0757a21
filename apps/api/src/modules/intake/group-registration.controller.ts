import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  GROUP_REGISTRATION_ISSUE_MESSAGES,
  groupRegistrationCreateSchema,
  groupRegistrationReceiptSchema,
  type GroupRegistrationCreate,
  type GroupRegistrationReceipt,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { PublicFormPost } from '../../platform/http/public-form-post';
import { FormBodyPipe } from '../../platform/http/form-body.pipe';
import { GroupRegistrationService } from './group-registration.service';
import { referralCodeOf } from '../../platform/http/referral-cookie';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('intake')
@PublicAccess()
@Controller('intake')
export class GroupRegistrationController {
  constructor(private readonly registrations: GroupRegistrationService) {}

  @PublicFormPost('group-registrations', {
    bucket: 'form:group-registration',
    summary: 'Register a group for the group discount; the organiser and the office are mailed',
    body: groupRegistrationCreateSchema,
    receipt: groupRegistrationReceiptSchema,
  })
  create(
    @Body(new FormBodyPipe(groupRegistrationCreateSchema, GROUP_REGISTRATION_ISSUE_MESSAGES)) body: GroupRegistrationCreate,
    @Req() req: Request,
  ): Promise<GroupRegistrationReceipt> {
    return this.registrations.submit(body, referralCodeOf(req.headers.cookie));
  }
}
