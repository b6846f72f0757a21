import { Body, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { tokenBody, type TokenBody } from '../dto/auth-bodies';
import { AuthBodyPipe } from '../http/auth-body.pipe';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { RateLimitGuard } from '../../../platform/rate-limit';
import { AuthRateLimit } from '../rate-limit/request-limits';
import type { TokenResponse } from '../sessions/token-response';
import { TokenGrantsService } from './token-grants.service';

@AuthV1Controller()
@UseGuards(RateLimitGuard)
export class TokenController {
  constructor(private readonly grants: TokenGrantsService) {}

  @Post('token')
  @HttpCode(200)
  @AuthRateLimit('token')
  token(@Query('grant_type') grantType: string | undefined, @Body(new AuthBodyPipe(tokenBody)) body: TokenBody): Promise<TokenResponse> {
    return this.grants.grant(grantType, body);
  }
}
