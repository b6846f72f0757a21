import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import type { SessionEntity } from './session.entity';
import type { AccessTokenClaims } from './access-token.service';
import type { UserEntity } from '../users/user.entity';

/** The signed-in caller of an /auth/v1 endpoint guarded by AuthSessionGuard. */
export interface AuthContext {
  user: UserEntity;
  session: SessionEntity;
  claims: AccessTokenClaims;
}

declare module 'express-serve-static-core' {
  interface Request {
    authContext?: AuthContext;
  }
}

export const CurrentAuth = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthContext => {
  const context = ctx.switchToHttp().getRequest<Request>().authContext;
  if (!context) throw new Error('CurrentAuth used without AuthSessionGuard');
  return context;
});
