import { Inject, Injectable } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { RateLimiter } from '../../../platform/rate-limit';
import { AuthError } from '../errors/auth-error';
import { requestLimit, type RequestBucket } from './request-limits';

const HOUR = 3600;

/** Auth's limits counted outside a guard (the refresh lane, MFA factors, emails), on the platform's `RateLimiter`. */
@Injectable()
export class RateLimitService {
  constructor(
    private readonly limiter: RateLimiter,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** Counts a request from `client` against its bucket; 429 over_request_rate_limit when over. */
  async consumeRequest(bucket: RequestBucket, client: string): Promise<void> {
    const { bucket: name, limit, windowSeconds, refuse } = requestLimit(bucket);
    await this.limiter.consume(name, client, { limit: limit(this.config), windowSeconds }, refuse);
  }

  /**
   * Counts a verification attempt against one MFA factor, whichever address sends it: per-address limits alone let
   * several addresses share the guessing.
   */
  async consumeFactorAttempt(factorId: string): Promise<void> {
    await this.limiter.consume('auth:mfa-factor', factorId, { limit: this.config.auth.rateLimits.mfaFactorPerHour, windowSeconds: HOUR }, (retryAfterSeconds) =>
      AuthError.rateLimited(retryAfterSeconds, 'Too many attempts for this factor'),
    );
  }

  /**
   * Counts an email about to be sent, per client and per recipient address. Call it whether or not an account
   * exists for the address, so the limit never reveals which addresses are registered.
   */
  async consumeEmail(client: string, address: string): Promise<void> {
    const { emailSent, emailPerAddress } = this.config.auth.rateLimits;
    const counted = await Promise.all([
      this.limiter.hit('auth:email-client', client, { limit: emailSent, windowSeconds: HOUR }),
      this.limiter.hit('auth:email-to', address, { limit: emailPerAddress, windowSeconds: HOUR }),
    ]);
    const over = counted.filter((outcome) => !outcome.allowed).map((outcome) => outcome.retryAfterSeconds);
    if (over.length) throw AuthError.emailRateLimited(Math.max(...over));
  }
}
