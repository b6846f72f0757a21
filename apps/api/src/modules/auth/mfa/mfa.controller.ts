import { Body, Delete, HttpCode, Param, Post, Req, UseGuards } from '@nestjs/common';
import type { Request } from 'express';
import { challengeBody, enrollBody, verifyFactorBody, type EnrollBody, type VerifyFactorBody } from '../dto/auth-bodies';
import { AuthBodyPipe } from '../http/auth-body.pipe';
import { CurrentAuth, type AuthContext } from '../sessions/auth-context';
import { AuthSessionGuard } from '../sessions/auth-session.guard';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { clientAddress } from '../http/client-address';
import { RateLimitGuard } from '../../../platform/rate-limit';
import { AuthRateLimit } from '../rate-limit/request-limits';
import type { TokenResponse } from '../sessions/token-response';
import { MfaService, type EnrolledFactor } from './mfa.service';

@AuthV1Controller()
@UseGuards(RateLimitGuard, AuthSessionGuard)
export class MfaController {
  constructor(private readonly mfa: MfaService) {}

  @Post('factors')
  @HttpCode(200)
  enroll(@CurrentAuth() auth: AuthContext, @Body(new AuthBodyPipe(enrollBody)) body: EnrollBody): Promise<EnrolledFactor> {
    return this.mfa.enroll(auth, body);
  }

  @Post('factors/:factorId/challenge')
  @HttpCode(200)
  @AuthRateLimit('mfa')
  challenge(@CurrentAuth() auth: AuthContext, @Param('factorId') factorId: string, @Body(new AuthBodyPipe(challengeBody)) _body: unknown, @Req() req: Request) {
    return this.mfa.challenge(auth, factorId, clientAddress(req));
  }

  @Post('factors/:factorId/verify')
  @HttpCode(200)
  @AuthRateLimit('mfa')
  verify(
    @CurrentAuth() auth: AuthContext,
    @Param('factorId') factorId: string,
    @Body(new AuthBodyPipe(verifyFactorBody)) body: VerifyFactorBody,
    @Req() req: Request,
  ): Promise<TokenResponse> {
    return this.mfa.verify(auth, factorId, body, clientAddress(req));
  }

  @Delete('factors/:factorId')
  @HttpCode(200)
  unenroll(@CurrentAuth() auth: AuthContext, @Param('factorId') factorId: string): Promise<{ id: string }> {
    return this.mfa.unenroll(auth, factorId);
  }
}
