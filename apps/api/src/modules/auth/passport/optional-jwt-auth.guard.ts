import { type ExecutionContext, Injectable } from '@nestjs/common';
import type { Request } from 'express';
import { JwtAuthGuard } from './jwt-auth.guard';

/**
 * Routes open to everyone that behave differently for a signed-in caller: no Authorization header passes as
 * anonymous; a header that is present must hold a valid token (401 otherwise), never a silent downgrade.
 */
@Injectable()
export class OptionalJwtAuthGuard extends JwtAuthGuard {
  override canActivate(context: ExecutionContext) {
    if (!context.switchToHttp().getRequest<Request>().headers.authorization) return true;
    return super.canActivate(context);
  }
}
