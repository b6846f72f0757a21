import { Body, Get, HttpCode, Post, Query, Res, UseGuards } from '@nestjs/common';
import type { Response } from 'express';
import { verifyBody, type VerifyBody } from '../dto/auth-bodies';
import { AuthBodyPipe } from '../http/auth-body.pipe';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { RateLimitGuard } from '../../../platform/rate-limit';
import { AuthRateLimit } from '../rate-limit/request-limits';
import type { TokenResponse } from '../sessions/token-response';
import { VerifyService } from './verify.service';

@AuthV1Controller()
@UseGuards(RateLimitGuard)
export class VerifyController {
  constructor(private readonly verification: VerifyService) {}

  @Post('verify')
  @HttpCode(200)
  @AuthRateLimit('verify')
  verify(@Body(new AuthBodyPipe(verifyBody)) body: VerifyBody): Promise<TokenResponse> {
    return this.verification.verify(body);
  }

  @Get('verify')
  @AuthRateLimit('verify')
  async verifyLink(
    @Query('token') token: string | undefined,
    @Query('type') type: string | undefined,
    @Query('redirect_to') redirectTo: string | undefined,
    @Res() res: Response,
  ): Promise<void> {
    const location = await this.verification.verifyLink({ token, type, redirect_to: redirectTo });
    res.setHeader('Cache-Control', 'no-store');
    res.redirect(303, location);
  }
}
