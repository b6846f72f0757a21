import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { ApiError } from '../../../platform/http/api-error';
import { STAFF_ROLE } from '../users/roles';

export const STAFF_OPTIONS = 'auth:staff-options';

export interface StaffOptions {
  /** Require a session verified with a second factor, whatever AUTH_STAFF_REQUIRE_AAL2 says. */
  aal2?: boolean;
}

/** After JwtAuthGuard: the user must have the staff role, and an AAL2 session when required. */
@Injectable()
export class StaffGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  canActivate(context: ExecutionContext): boolean {
    const user = context.switchToHttp().getRequest<Request>().authenticatedUser;
    if (!user?.roles.includes(STAFF_ROLE)) throw new ApiError(403, 'forbidden', 'Staff only');
    const options = this.reflector.getAllAndOverride<StaffOptions | undefined>(STAFF_OPTIONS, [context.getHandler(), context.getClass()]) ?? {};
    if ((options.aal2 || this.config.auth.staffRequireAal2) && user.aal !== 'aal2') {
      throw new ApiError(403, 'insufficient_aal', 'Verify your authenticator app first: this needs a session with a second factor (AAL2)');
    }
    return true;
  }
}
