import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  referralClaimResultSchema,
  referralClaimSchema,
  referralCreateSchema,
  referralLinkSchema,
  referralPageQuerySchema,
  referralPageSchema,
  referralReceiptSchema,
  referralShareCodeSchema,
  referralSummarySchema,
  referralWelcomeSchema,
  type ReferralClaim,
  type ReferralCreate,
  type ReferralLink,
  type ReferralPage,
  type ReferralPageQuery,
  type ReferralReceipt,
  type ReferralSummary,
  type ReferralWelcome,
} from '@huron/shared/contracts';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { Idempotent } from '../../platform/idempotency';
import { RateLimit } from '../../platform/rate-limit';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { AllowSignedOut, CurrentUser, MaybeCurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { ReferralsService } from './referrals.service';

@ApiTags('referrals')
@Controller('referrals')
export class ReferralsController {
  constructor(private readonly referrals: ReferralsService) {}

  @Post()
  @AllowSignedOut()
  @RateLimit('form:referral')
  @ApiOperation({ summary: 'Refer a friend (signed in: yours at once; signed out: confirm it from the email we send you)' })
  @ApiZodBody(referralCreateSchema)
  @ApiZodResponse(201, referralReceiptSchema, 'Created')
  @ApiErrors(400, 422)
  @Idempotent()
  create(
    @Body(new ZodValidationPipe(referralCreateSchema)) body: ReferralCreate,
    @MaybeCurrentUser() user: AuthenticatedUser | undefined,
  ): Promise<ReferralReceipt> {
    return this.referrals.create(body, user);
  }

  @Get()
  @RequireUser()
  @ApiOperation({ summary: 'Your referrals, newest first' })
  @ApiZodQuery(referralPageQuerySchema)
  @ApiZodResponse(200, referralPageSchema)
  @ApiErrors(400)
  list(@Query(new ZodValidationPipe(referralPageQuerySchema)) query: ReferralPageQuery, @CurrentUser() user: AuthenticatedUser): Promise<ReferralPage> {
    return this.referrals.list(user, query);
  }

  @Get('summary')
  @RequireUser()
  @ApiOperation({ summary: 'Your four figures: total, pending (+contacted), completed (+paid), earnings of paid referrals in cents' })
  @ApiZodResponse(200, referralSummarySchema)
  summary(@CurrentUser() user: AuthenticatedUser): Promise<ReferralSummary> {
    return this.referrals.summary(user);
  }

  @Get('link')
  @RequireUser()
  @ApiOperation({ summary: 'Your share link (/r/{code}), created on first use' })
  @ApiZodResponse(200, referralLinkSchema)
  link(@CurrentUser() user: AuthenticatedUser): Promise<ReferralLink> {
    return this.referrals.link(user);
  }

  @Get('codes/:code')
  @AllowSignedOut()
  @RateLimit('referral-welcome')
  @ApiOperation({ summary: "A share link's welcome: the referrer's first name and the friend's discount, for the page /r/{code} lands on" })
  @ApiZodParam('code', referralShareCodeSchema)
  @ApiZodResponse(200, referralWelcomeSchema)
  @ApiErrors(404)
  welcome(@Param('code') code: string): Promise<ReferralWelcome> {
    return this.referrals.welcome(code);
  }

  @Post('claims')
  @HttpCode(200)
  @RequireUser()
  @ApiOperation({ summary: "Attach a signed-out referral with the confirmation email's token (the account must have the referrer's address)" })
  @ApiZodBody(referralClaimSchema)
  @ApiZodResponse(200, referralClaimResultSchema)
  @ApiErrors(400, 422)
  claim(@Body(new ZodValidationPipe(referralClaimSchema)) body: ReferralClaim, @CurrentUser() user: AuthenticatedUser): Promise<{ attached: number }> {
    return this.referrals.claim(body.token, user);
  }
}
