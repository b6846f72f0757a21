import { Body, Controller, Headers, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { taxIntakeReceiptSchema, taxIntakeSchema, type TaxIntakeReceipt, type TaxIntakeRequest } from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodResponse } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { referralCodeOf } from '../../platform/http/referral-cookie';
import { TaxIntakeBodyPipe } from './tax-intake-body.pipe';
import { TaxIntakeService } from './tax-intake.service';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('intake')
@PublicAccess()
@Controller('intake')
export class TaxIntakeController {
  constructor(private readonly intakes: TaxIntakeService) {}

  @Post('tax-info')
  @HttpCode(201)
  @RateLimit('form:tax-info')
  @ApiOperation({ summary: 'Submit your tax information: stores the answers, claims the uploaded documents, mails a confirmation and the office' })
  @ApiZodBody(taxIntakeSchema)
  @ApiZodResponse(201, taxIntakeReceiptSchema, 'Received')
  @ApiErrors(400, 409, 422)
  @Idempotent()
  submit(@Body(new TaxIntakeBodyPipe()) body: TaxIntakeRequest, @Headers('cookie') cookie: string | undefined): Promise<TaxIntakeReceipt> {
    return this.intakes.submit(body, referralCodeOf(cookie));
  }
}
