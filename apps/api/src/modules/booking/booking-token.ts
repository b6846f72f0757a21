import { createParamDecorator, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';

/** Header carrying the private link's token (never a query parameter: those end up in access logs). */
export const BOOKING_TOKEN_HEADER = 'x-booking-token';

/** The token, or '' when missing (which then matches nothing: 404 like a wrong one). */
export const BookingToken = createParamDecorator((_data: unknown, ctx: ExecutionContext): string => {
  const value = ctx.switchToHttp().getRequest<Request>().headers[BOOKING_TOKEN_HEADER];
  return typeof value === 'string' ? value.slice(0, 200) : '';
});
