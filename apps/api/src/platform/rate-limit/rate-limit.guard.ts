import { type CanActivate, type ExecutionContext, Inject, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request } from 'express';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { RATE_LIMIT_METADATA, type RateLimitMetadata } from './rate-limit.metadata';
import { RateLimiter } from './rate-limiter.service';

const HOUR = 3600;

/** Counts the request in its handler's bucket (`@RateLimit`, `RateLimitBucket`) per client address; handlers without one pass. */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    const meta = this.reflector.getAllAndOverride<RateLimitMetadata | undefined>(RATE_LIMIT_METADATA, [context.getHandler(), context.getClass()]);
    if (!meta) return true;
    const limit = typeof meta.limit === 'function' ? meta.limit(this.config) : (meta.limit ?? this.config.forms.rateLimitPerHour);
    const request = context.switchToHttp().getRequest<Request>();
    const address = request.ip ?? request.socket.remoteAddress ?? 'unknown';
    await this.limiter.consume(meta.bucket, address, { limit, windowSeconds: meta.windowSeconds ?? HOUR }, meta.refuse);
    return true;
  }
}
