import { Controller, Get, Header, HttpCode, Param, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { referralRefusalPageSchema, referralRefusalTokenSchema } from '@huron/shared/contracts';
import { site } from '@huron/shared/content';
import { ApiErrors, ApiZodContentResponse, ApiZodParam } from '../../platform/http/zod-validation';
import { ReferralsService } from './referrals.service';
import { PublicAccess } from '../../platform/openapi/api-access';

const HTML = 'text/html';

const page = (body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Referral invitations - ${site.brand}</title></head><body style="font-family:system-ui,sans-serif;max-width:36rem;margin:3rem auto;padding:0 1rem">${body}</body></html>`;

/**
 * The invitation's refusal link. GET only shows a button (mail scanners follow links; they must not refuse for
 * the reader); POST records it, and is also the RFC 8058 one-click target of the List-Unsubscribe header.
 */
@ApiTags('referrals')
@PublicAccess()
@Controller('referrals/refusals')
export class ReferralRefusalsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Get(':token')
  @Header('Content-Type', `${HTML}; charset=utf-8`)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'The page behind the refusal link: one button that refuses further referral invitations' })
  @ApiZodParam('token', referralRefusalTokenSchema)
  @ApiZodContentResponse(200, referralRefusalPageSchema, [HTML], 'The page with the button')
  @ApiErrors(400)
  confirmPage(): string {
    return page(
      `<h1>Referral invitations</h1><p>Press the button and ${site.brand} will never send a referral invitation to this address again.</p><form method="post"><button type="submit">Never send me referral invitations</button></form>`,
    );
  }

  @Post(':token')
  @HttpCode(200)
  @Header('Content-Type', `${HTML}; charset=utf-8`)
  @Header('Cache-Control', 'no-store')
  @ApiOperation({ summary: 'Refuse further referral invitations (also the one-click List-Unsubscribe-Post target)' })
  @ApiZodParam('token', referralRefusalTokenSchema)
  @ApiZodContentResponse(200, referralRefusalPageSchema, [HTML], 'Refused: the confirmation page')
  @ApiErrors(400, 404)
  async refuse(@Param('token') token: string): Promise<string> {
    await this.referrals.refuse(token);
    return page(`<h1>Done</h1><p>This address will not receive referral invitations from ${site.brand} again.</p>`);
  }
}
