import type { AppConfig } from '../../../platform/config/app-config';
import { RateLimitBucket, type RateLimitOptions } from '../../../platform/rate-limit';
import { AuthError } from '../errors/auth-error';

export type RequestBucket = 'token' | 'verify' | 'otp' | 'mfa';

const WINDOW_SECONDS: Record<RequestBucket, number> = { token: 300, verify: 300, otp: 300, mfa: 60 };

/** GoTrue's per-address request limits (AUTH_RATE_LIMIT_TOKEN, _VERIFY, _OTP, _MFA), counted by the platform's limiter. */
export function requestLimit(
  bucket: RequestBucket,
): Required<Pick<RateLimitOptions, 'windowSeconds' | 'refuse'>> & { bucket: string; limit: (config: AppConfig) => number } {
  return {
    bucket: `auth:${bucket}`,
    limit: (config) => config.auth.rateLimits[bucket],
    windowSeconds: WINDOW_SECONDS[bucket],
    refuse: (retryAfterSeconds) => AuthError.rateLimited(retryAfterSeconds),
  };
}

/**
 * Counts the request against the client address's bucket (429 over_request_rate_limit when over). The controller
 * puts the platform's `RateLimitGuard` first among its guards, so the request is counted before anything else runs.
 */
export const AuthRateLimit = (bucket: RequestBucket) => {
  const { bucket: name, ...options } = requestLimit(bucket);
  return RateLimitBucket(name, options);
};
