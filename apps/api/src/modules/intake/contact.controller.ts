import { Body, Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { contactMessageCreateSchema, contactReceiptSchema, type ContactMessageCreate, type ContactReceipt } from '@huron/shared/contracts';
import type { Request } from 'express';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { ContactService } from './contact.service';
import { FormBodyPipe } from '../../platform/http/form-body.pipe';
import { referralCodeOf } from '../../platform/http/referral-cookie';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('intake')
@PublicAccess()
@Controller('intake')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @Post('contact')
  @HttpCode(201)
  @RateLimit('form:contact')
  @Idempotent()
  @ApiOperation({ summary: 'Send a message from the contact page; the visitor and the office are mailed' })
  @ApiZodBody(contactMessageCreateSchema)
  @ApiZodResponse(201, contactReceiptSchema, 'Stored')
  @ApiErrors(400, 409, 422)
  create(@Body(new FormBodyPipe(contactMessageCreateSchema)) body: ContactMessageCreate, @Req() req: Request): Promise<ContactReceipt> {
    return this.contact.submit(body, referralCodeOf(req.headers.cookie));
  }
}
