import { applyDecorators, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiHeader, ApiSecurity } from '@nestjs/swagger';
import { BOOKING_TOKEN_HEADER } from '@huron/shared/contracts';
import type { Request } from 'express';
import { SECURITY_SCHEMES } from '../../platform/openapi/api-access';

/** The token, or '' when missing (which then matches nothing: 404 like a wrong one). */
export const BookingToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const value = ctx.switchToHttp().getRequest<Request>().headers[BOOKING_TOKEN_HEADER];
  return typeof value === 'string' ? value.slice(0, 200) : '';
});

/**
 * OpenAPI of an operation opened by the private link's token: the declared API-key scheme, and the header as a
 * parameter too, so the generated client makes callers pass it.
 */
export const BookingLinkAccess = () =>
  applyDecorators(
    ApiSecurity(SECURITY_SCHEMES.bookingToken),
    ApiHeader({ name: BOOKING_TOKEN_HEADER, required: true, description: "The private link's token (from the confirmation email)" }),
  );
