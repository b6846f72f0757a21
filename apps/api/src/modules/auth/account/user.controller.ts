import { Body, Get, HttpCode, Put, Query, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { userUpdateBody, type UserUpdateBody } from '../dto/auth-bodies';
import { AuthBodyPipe } from '../http/auth-body.pipe';
import { CurrentAuth, type AuthContext } from '../sessions/auth-context';
import { AuthSessionGuard } from '../sessions/auth-session.guard';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { clientAddress } from '../http/client-address';
import { RateLimitGuard } from '../../../platform/rate-limit';
import { AuthRateLimit } from '../rate-limit/request-limits';
import { AccountService } from './account.service';
import type { UserJson } from '../users/user-json';

@AuthV1Controller()
@UseGuards(RateLimitGuard, AuthSessionGuard)
export class UserController {
  constructor(private readonly account: AccountService) {}

  @Get('user')
  get(@CurrentAuth() auth: AuthContext): Promise<UserJson> {
    return this.account.get(auth);
  }

  @Put('user')
  @AuthRateLimit('otp')
  update(
    @CurrentAuth() auth: AuthContext,
    @Body(new AuthBodyPipe(userUpdateBody)) body: UserUpdateBody,
    @Query('redirect_to') redirectTo: string | undefined,
    @Req() req: Request,
  ): Promise<UserJson> {
    return this.account.update(auth, body, { client: clientAddress(req), redirectTo });
  }

  @Get('reauthenticate')
  @HttpCode(200)
  @AuthRateLimit('otp')
  reauthenticate(@CurrentAuth() auth: AuthContext, @Req() req: Request): Promise<Record<string, never>> {
    return this.account.reauthenticate(auth, clientAddress(req));
  }
}
