import { Body, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { otpBody, recoverBody, resendBody, type OtpBody, type RecoverBody, type ResendBody } from '../dto/auth-bodies';
import { AuthBodyPipe } from '../http/auth-body.pipe';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { clientAddress } from '../http/client-address';
import { RateLimitGuard } from '../../../platform/rate-limit';
import { AuthRateLimit } from '../rate-limit/request-limits';
import { EmailOtpService } from './email-otp.service';

type Empty = Record<string, never>;

@AuthV1Controller()
@UseGuards(RateLimitGuard)
export class EmailOtpController {
  constructor(private readonly otps: EmailOtpService) {}

  @Post('otp')
  @HttpCode(200)
  @AuthRateLimit('otp')
  otp(@Body(new AuthBodyPipe(otpBody)) body: OtpBody, @Query('redirect_to') redirectTo: string | undefined, @Req() req: Request): Promise<Empty> {
    return this.otps.otp(body, { client: clientAddress(req), redirectTo });
  }

  @Post('magiclink')
  @HttpCode(200)
  @AuthRateLimit('otp')
  magicLink(@Body(new AuthBodyPipe(otpBody)) body: OtpBody, @Query('redirect_to') redirectTo: string | undefined, @Req() req: Request): Promise<Empty> {
    return this.otps.otp({ email: body.email, data: body.data, create_user: true }, { client: clientAddress(req), redirectTo });
  }

  @Post('recover')
  @HttpCode(200)
  @AuthRateLimit('otp')
  recover(@Body(new AuthBodyPipe(recoverBody)) body: RecoverBody, @Query('redirect_to') redirectTo: string | undefined, @Req() req: Request): Promise<Empty> {
    return this.otps.recover(body, { client: clientAddress(req), redirectTo });
  }

  @Post('resend')
  @HttpCode(200)
  @AuthRateLimit('otp')
  resend(@Body(new AuthBodyPipe(resendBody)) body: ResendBody, @Query('redirect_to') redirectTo: string | undefined, @Req() req: Request): Promise<Empty> {
    return this.otps.resend(body, { client: clientAddress(req), redirectTo });
  }
}
