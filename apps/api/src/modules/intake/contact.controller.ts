import { Body, Controller, Req } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { contactMessageCreateSchema, contactReceiptSchema, type ContactMessageCreate, type ContactReceipt } from '@huron/shared/contracts';
import type { Request } from 'express';
import { PublicFormPost } from '../../platform/http/public-form-post';
import { ContactService } from './contact.service';
import { FormBodyPipe } from '../../platform/http/form-body.pipe';
import { referralCodeOf } from '../../platform/http/referral-cookie';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('intake')
@PublicAccess()
@Controller('intake')
export class ContactController {
  constructor(private readonly contact: ContactService) {}

  @PublicFormPost('contact', {
    bucket: 'form:contact',
    summary: 'Send a message from the contact page; the visitor and the office are mailed',
    body: contactMessageCreateSchema,
    receipt: contactReceiptSchema,
  })
  create(@Body(new FormBodyPipe(contactMessageCreateSchema)) body: ContactMessageCreate, @Req() req: Request): Promise<ContactReceipt> {
    return this.contact.submit(body, referralCodeOf(req.headers.cookie));
  }
}
