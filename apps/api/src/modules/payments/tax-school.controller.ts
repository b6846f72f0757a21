import { Body, Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiNoContentResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  taxSchoolRegistrationCheckoutSchema,
  taxSchoolRegistrationCreateSchema,
  taxSchoolSessionListSchema,
  taxSchoolWaitlistCreateSchema,
  taxSchoolWaitlistPageSchema,
  taxSchoolWaitlistTokenSchema,
  type TaxSchoolRegistrationCheckout,
  type TaxSchoolWaitlistCreate,
  type TaxSchoolRegistrationCreate,
  type TaxSchoolSessionList,
} from '@huron/shared/contracts';
import { site } from '@huron/shared/content';
import { ApiErrors, ApiZodBody, ApiZodContentResponse, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { CourseWaitlistService } from './course-waitlist.service';
import { TaxSchoolService } from './tax-school.service';
import { PublicAccess } from '../../platform/openapi/api-access';

const HTML = 'text/html';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Tax School emails - ${site.brand}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

@ApiTags('tax-school')
@PublicAccess()
@Controller('tax-school')
export class TaxSchoolController {
  constructor(
    private readonly taxSchool: TaxSchoolService,
    private readonly waitlist: CourseWaitlistService,
  ) {}

  @Get('sessions')
  @ApiOperation({ summary: 'The course fee and its current, upcoming and recent sessions, each open, full or closed, with the seats left' })
  @ApiZodResponse(200, taxSchoolSessionListSchema)
  @ApiErrors(400)
  sessions(): Promise<TaxSchoolSessionList> {
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

  @Post('waitlist')
  @HttpCode(204)
  @RateLimit('form:tax-school')
  @ApiOperation({ summary: '"Tell me when registration opens": one email when a session opens, with an unsubscribe link (consent required)' })
  @ApiZodBody(taxSchoolWaitlistCreateSchema)
  @ApiNoContentResponse({ description: 'On the list (the same answer whether or not the address already was)' })
  @ApiErrors(400, 429)
  async joinWaitlist(@Body(new ZodValidationPipe(taxSchoolWaitlistCreateSchema)) body: TaxSchoolWaitlistCreate): Promise<void> {
    await this.waitlist.join(body);
  }

  @Get('waitlist/unsubscribe/:token')
  @Header('Content-Type', `${HTML}; charset=utf-8`)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The page behind the unsubscribe link: one button (mail scanners follow links; they must not unsubscribe the reader)' })
  @ApiZodParam('token', taxSchoolWaitlistTokenSchema)
  @ApiZodContentResponse(200, taxSchoolWaitlistPageSchema, [HTML], 'The page with the button')
  @ApiErrors(400)
  unsubscribePage(): string {
    return page(
      `<h1>Tax School emails</h1><p>Press the button and ${site.brand} will not email you again about Tax School registration.</p><form method="post"><button type="submit">Unsubscribe</button></form>`,
    );
  }

  @Post('waitlist/unsubscribe/:token')
  @HttpCode(200)
  @Header('Content-Type', `${HTML}; charset=utf-8`)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Unsubscribe from the waitlist at once (also the one-click List-Unsubscribe-Post target)' })
  @ApiZodParam('token', taxSchoolWaitlistTokenSchema)
  @ApiZodContentResponse(200, taxSchoolWaitlistPageSchema, [HTML], 'Unsubscribed: the confirmation page')
  @ApiErrors(400, 404)
  async unsubscribe(@Param('token', new ZodValidationPipe(taxSchoolWaitlistTokenSchema)) token: string): Promise<string> {
    await this.waitlist.unsubscribe(token);
    return page(`<h1>Done</h1><p>You will not get Tax School registration emails from ${site.brand} again.</p>`);
  }
}
