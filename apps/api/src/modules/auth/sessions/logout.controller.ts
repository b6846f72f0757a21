import { HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { AuthError } from '../errors/auth-error';
import { CurrentAuth, type AuthContext } from './auth-context';
import { AuthSessionGuard } from './auth-session.guard';
import { AuthV1Controller } from '../http/auth-v1-controller.decorator';
import { SessionsService, type LogoutScope } from './sessions.service';

const SCOPES: LogoutScope[] = ['global', 'local', 'others'];

@AuthV1Controller()
@UseGuards(AuthSessionGuard)
export class LogoutController {
  constructor(private readonly sessions: SessionsService) {}

  @Post('logout')
  @HttpCode(204)
  async logout(@CurrentAuth() auth: AuthContext, @Query('scope') scope: string | undefined): Promise<void> {
    const chosen = (scope || 'global') as LogoutScope;
    if (!SCOPES.includes(chosen)) throw AuthError.validation(`Unsupported logout scope "${scope}"`);
    await this.sessions.logout(auth.user.id, auth.session.id, chosen);
  }
}
