import { type CanActivate, type ExecutionContext, Injectable, SetMetadata } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import { clientAddress } from '../http/client-address';
import { RateLimitService, type RequestBucket } from './rate-limit.service';

const BUCKET = 'auth:rate-limit-bucket';

/** Counts the request against the client address's bucket before anything else runs. */
export const RateLimit = (bucket: RequestBucket) => SetMetadata(BUCKET, bucket);

@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limits: RateLimitService,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const bucket = this.reflector.getAllAndOverride<RequestBucket | undefined>(BUCKET, [context.getHandler(), context.getClass()]);
    if (bucket) await this.limits.consumeRequest(bucket, clientAddress(context.switchToHttp().getRequest<Request>()));
    return true;
  }
}
