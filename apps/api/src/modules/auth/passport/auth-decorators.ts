import { applyDecorators, createParamDecorator, type ExecutionContext, SetMetadata, UseGuards } from '@nestjs/common';
import { ApiBearerAuth } from '@nestjs/swagger';
import type { Request } from 'express';
import { ApiErrors } from '../../../platform/http/zod-validation';
import type { AuthenticatedUser } from './authenticated-user';
import { JwtAuthGuard } from './jwt-auth.guard';
import { OptionalJwtAuthGuard } from './optional-jwt-auth.guard';
import { STAFF_OPTIONS, StaffGuard, type StaffOptions } from './staff.guard';

/** Any signed-in user (a valid access token of a live session). */
export const RequireUser = () => applyDecorators(UseGuards(JwtAuthGuard), ApiBearerAuth('bearer'), ApiErrors(401));

/** Signed in or not: `MaybeCurrentUser` is the caller or undefined; a bad token still gets 401. */
export const AllowSignedOut = () => applyDecorators(UseGuards(OptionalJwtAuthGuard), ApiBearerAuth('bearer'), ApiErrors(401));

/** Staff only; AAL2 too when `aal2` is set or AUTH_STAFF_REQUIRE_AAL2=true. */
export const RequireStaff = (options: StaffOptions = {}) =>
  applyDecorators(SetMetadata(STAFF_OPTIONS, options), UseGuards(JwtAuthGuard, StaffGuard), ApiBearerAuth('bearer'), ApiErrors(401, 403));

export const CurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedUser => {
  const user = ctx.switchToHttp().getRequest<Request>().authenticatedUser;
  if (!user) throw new Error('CurrentUser used without RequireUser or RequireStaff');
  return user;
});

export const MaybeCurrentUser = createParamDecorator((_data: unknown, ctx: ExecutionContext): AuthenticatedUser | undefined => {
  return ctx.switchToHttp().getRequest<Request>().authenticatedUser;
});
