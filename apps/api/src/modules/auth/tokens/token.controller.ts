import { Body, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { tokenBody, type TokenBody } from '../dto/auth-bodies';
import { AuthBodyPipe } from '../http/auth-body.pipe';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { RateLimit, RateLimitGuard } from '../rate-limit/rate-limit.guard';
import type { TokenResponse } from '../sessions/token-response';
import { TokenGrantsService } from './token-grants.service';

@AuthV1Controller()
@UseGuards(RateLimitGuard)
export class TokenController {
  constructor(private readonly grants: TokenGrantsService) {}

  @Post('token')
  @HttpCode(200)
  @RateLimit('token')
  token(@Query('grant_type') grantType: string | undefined, @Body(new AuthBodyPipe(tokenBody)) body: TokenBody): Promise<TokenResponse> {
    return this.grants.grant(grantType, body);
  }
}
