import { Body, HttpCode, Post, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { signupBody, type SignupBody } from '../dto/auth-bodies';
import { AuthBodyPipe } from '../http/auth-body.pipe';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { clientAddress } from '../http/client-address';
import { RateLimitGuard } from '../../../platform/rate-limit';
import { AuthRateLimit } from '../rate-limit/request-limits';
import type { TokenResponse } from '../sessions/token-response';
import type { UserJson } from '../users/user-json';
import { SignupService } from './signup.service';

@AuthV1Controller()
@UseGuards(RateLimitGuard)
export class SignupController {
  constructor(private readonly signups: SignupService) {}

  @Post('signup')
  @HttpCode(200)
  @AuthRateLimit('otp')
  signup(
    @Body(new AuthBodyPipe(signupBody)) body: SignupBody,
    @Query('redirect_to') redirectTo: string | undefined,
    @Req() req: Request,
  ): Promise<TokenResponse | UserJson> {
    return this.signups.signup(body, { client: clientAddress(req), redirectTo });
  }
}
