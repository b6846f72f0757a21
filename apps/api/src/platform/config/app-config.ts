import { resolve } from 'node:path';
import { EXAMPLE_APP_SECRET, envSchema, type Env } from './env.schema';

export interface RateLimitConfig {
  /** Token grants (password, refresh_token, pkce) per client address per 5 minutes. */
  token: number;
  /** /verify calls per client address per 5 minutes. */
  verify: number;
  /** signup, otp, magiclink, recover, resend, PUT /user and reauthenticate per client address per 5 minutes. */
  otp: number;
  /** MFA challenges and verifications per client address per minute. */
  mfa: number;
  /** Emails sent on behalf of one client address per hour. */
  emailSent: number;
  /** Verification attempts against one MFA factor per hour, from any address. */
  mfaFactorPerHour: number;
  /** Emails sent to one recipient address per hour (counted whether or not an account exists). */
  emailPerAddress: number;
  /** Consecutive failed password grants for one email address, from any client, before it is locked (0: off). */
  lockoutAfterFailures: number;
}

export interface AuthConfig {
  jwtExpirySeconds: number;
  disableSignup: boolean;
  emailConfirmationRequired: boolean;
  passwordMinLength: number;
  otpExpirySeconds: number;
  refreshTokenReuseIntervalSeconds: number;
  passwordChangeRequiresReauthentication: boolean;
  /** With reauthentication on, sessions older than this need the emailed nonce to change the password. */
  reauthenticationSessionAgeSeconds: number;
  /** redirect_to targets allowed besides PUBLIC_URL's origin (URL prefixes). */
  redirectAllowList: string[];
  /** How emailed links look: our web page that calls verifyOtp, or GoTrue's GET /verify that redirects. */
  emailLinks: 'confirm-page' | 'verify-endpoint';
  totpIssuer: string;
  signingKeys: { rotationDays: number; publishLeadSeconds: number };
  staffRequireAal2: boolean;
  rateLimits: RateLimitConfig;
  argon2: { memoryKib: number; timeCost: number; parallelism: number };
}

export interface MailConfig {
  smtpUrl?: string;
  from: string;
}

export interface JobsConfig {
  /** How often each process looks for due jobs (platform/jobs); a job scheduled due now wakes every process at once. */
  pollIntervalSeconds: number;
}

export interface BookingConfig {
  /** Appointments that can start at the same time, per office slug and 'remote'. */
  capacity: Record<'dearborn' | 'ypsilanti' | 'ann-arbor' | 'remote', number>;
  noticeMinutes: number;
  horizonDays: number;
  durationMinutes: number;
  /** Open future appointments one email address, or one phone number, may hold. */
  openPerContact: number;
  /** Appointments one client address may book per day. */
  perAddressPerDay: number;
}

export interface UploadsConfig {
  /** Uploads per client address per hour. */
  perHour: number;
  /** Bytes one client address may hold in uploads not yet attached to a submission. */
  unclaimedBytesPerAddress: number;
}

export interface FormsConfig {
  /** Submissions of one public form per client address per hour (@RateLimit's default). */
  rateLimitPerHour: number;
  /** A form sent sooner than this after it was rendered counts as a bot (0: timing check off). */
  minFillMs: number;
}

export interface PaymentsConfig {
  /** Both set: real Stripe. Neither: test mode (the built-in test checkout, events signed with a derived secret). */
  stripe?: { secretKey: string; webhookSecret: string; apiUrl?: string };
  /** Largest payment in cents (PAYMENT_MAX_CENTS). */
  maxCents: number;
  /** Overrides today's date for the tax-school schedule (YYYY-MM-DD). */
  taxSchoolToday?: string;
}

export interface ReferralConfig {
  rewardMinCents: number;
  rewardMaxCents: number;
  invitationIntervalDays: number;
  /** Referrals one referrer (account or address) may make per day. */
  perReferrerPerDay: number;
  /** Named in a share link's welcome; null: the firm names no amount. */
  friendDiscountCents: number | null;
}

export interface S3Config {
  bucket: string;
  endpoint?: string;
  region: string;
  credentials?: { accessKeyId: string; secretAccessKey: string };
  forcePathStyle: boolean;
}

export interface MetricsConfig {
  /** GET /metrics on its own port (METRICS_PORT). */
  port?: number;
  /** GET /metrics on the main port to `Authorization: Bearer <token>` (METRICS_TOKEN). */
  token?: string;
}

export interface SignaturesConfig {
  enabled: boolean;
  p12Base64?: string;
  p12Passphrase?: string;
  tsaUrl?: string;
  /** Form 8879 signed remotely in the portal (off: in the office only, after a photo-ID check). */
  remote8879: boolean;
}

export interface AppConfig {
  env: 'development' | 'production' | 'test';
  host: string;
  port: number;
  publicUrl: string;
  databaseUrl?: string;
  varDir: string;
  webDist: string;
  /** How often the served pages are checked against the site data (platform/web-host live-pages.ts). */
  siteDataRefreshMs: number;
  logLevel: string;
  bodyLimit: string;
  trustProxy: boolean;
  /** Unset only in production, where the server keeps a generated one under VAR_DIR (see resolveAppSecret). */
  appSecret?: string;
  auth: AuthConfig;
  mail: MailConfig;
  jobs: JobsConfig;
  booking: BookingConfig;
  forms: FormsConfig;
  uploads: UploadsConfig;
  payments: PaymentsConfig;
  referrals: ReferralConfig;
  /** Where client documents are stored: this bucket when set, else VAR_DIR/uploads. */
  s3?: S3Config;
  /** Neither set: /metrics is not served. */
  metrics: MetricsConfig;
  signatures: SignaturesConfig;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** Reads and validates the environment once. Throws ConfigError naming each bad variable. */
export function loadConfig(source: NodeJS.ProcessEnv = process.env): AppConfig {
  const present = Object.fromEntries(Object.entries(source).filter(([, v]) => v !== undefined && v !== ''));
  const parsed = envSchema.safeParse(present);
  if (!parsed.success) {
    throw new ConfigError(parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`));
  }
  const env = parsed.data;
  const problems = [...stripeProblems(env), ...productionProblems(env)];
  if (problems.length) throw new ConfigError(problems);
  const publicUrl = (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/$/, '');
  return {
    env: env.NODE_ENV,
    host: env.HOST,
    port: env.PORT,
    publicUrl,
    databaseUrl: env.DATABASE_URL,
    varDir: resolve(env.VAR_DIR),
    webDist: resolve(env.WEB_DIST),
    siteDataRefreshMs: env.SITE_DATA_REFRESH_SECONDS * 1000,
    logLevel: env.LOG_LEVEL,
    bodyLimit: env.BODY_LIMIT,
    trustProxy: env.TRUST_PROXY,
    metrics: { port: env.METRICS_PORT, token: env.METRICS_TOKEN },
    appSecret: env.APP_SECRET ?? (env.NODE_ENV === 'production' ? undefined : EXAMPLE_APP_SECRET),
    auth: {
      jwtExpirySeconds: env.AUTH_JWT_EXPIRY,
      disableSignup: env.AUTH_DISABLE_SIGNUP,
      emailConfirmationRequired: env.AUTH_EMAIL_CONFIRMATION_REQUIRED,
      passwordMinLength: env.AUTH_PASSWORD_MIN_LENGTH,
      otpExpirySeconds: env.AUTH_OTP_EXPIRY,
      refreshTokenReuseIntervalSeconds: env.AUTH_REFRESH_TOKEN_REUSE_INTERVAL,
      passwordChangeRequiresReauthentication: env.AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION,
      reauthenticationSessionAgeSeconds: env.AUTH_REAUTHENTICATION_SESSION_AGE,
      redirectAllowList: env.AUTH_REDIRECT_ALLOW_LIST,
      emailLinks: env.AUTH_EMAIL_LINKS,
      totpIssuer: env.AUTH_TOTP_ISSUER,
      signingKeys: { rotationDays: env.AUTH_SIGNING_KEY_ROTATION_DAYS, publishLeadSeconds: env.AUTH_SIGNING_KEY_PUBLISH_SECONDS },
      // The FTC Safeguards Rule asks for multi-factor authentication of anyone who opens customer information.
      staffRequireAal2: env.AUTH_STAFF_REQUIRE_AAL2 === undefined ? env.NODE_ENV === 'production' : env.AUTH_STAFF_REQUIRE_AAL2 === 'true',
      rateLimits: {
        token: env.AUTH_RATE_LIMIT_TOKEN,
        verify: env.AUTH_RATE_LIMIT_VERIFY,
        otp: env.AUTH_RATE_LIMIT_OTP,
        mfa: env.AUTH_RATE_LIMIT_MFA,
        emailSent: env.AUTH_RATE_LIMIT_EMAIL_SENT,
        emailPerAddress: env.AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS,
        mfaFactorPerHour: env.AUTH_RATE_LIMIT_MFA_FACTOR,
        lockoutAfterFailures: env.AUTH_LOCKOUT_AFTER_FAILURES,
      },
      argon2: { memoryKib: env.ARGON2_MEMORY_KIB, timeCost: env.ARGON2_TIME_COST, parallelism: env.ARGON2_PARALLELISM },
    },
    s3: env.S3_BUCKET
      ? {
          bucket: env.S3_BUCKET,
          endpoint: env.S3_ENDPOINT,
          region: env.S3_REGION,
          credentials:
            env.S3_ACCESS_KEY_ID && env.S3_SECRET_ACCESS_KEY ? { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY } : undefined,
          forcePathStyle: env.S3_FORCE_PATH_STYLE,
        }
      : undefined,
    mail: {
      smtpUrl: env.SMTP_URL,
      from: env.MAIL_FROM ?? `Huron Tax & Accounting <no-reply@${new URL(publicUrl).hostname}>`,
    },
    jobs: { pollIntervalSeconds: env.JOBS_POLL_INTERVAL_SECONDS },
    referrals: {
      rewardMinCents: env.REFERRAL_REWARD_MIN_CENTS,
      rewardMaxCents: env.REFERRAL_REWARD_MAX_CENTS,
      invitationIntervalDays: env.REFERRAL_INVITATION_INTERVAL_DAYS,
      perReferrerPerDay: env.REFERRAL_LIMIT_PER_REFERRER_PER_DAY,
      friendDiscountCents: env.REFERRAL_FRIEND_DISCOUNT_CENTS || null,
    },
    booking: {
      capacity: {
        dearborn: env.BOOKING_PREPARERS_DEARBORN,
        ypsilanti: env.BOOKING_PREPARERS_YPSILANTI,
        'ann-arbor': env.BOOKING_PREPARERS_ANN_ARBOR,
        remote: env.BOOKING_REMOTE_CAPACITY,
      },
      noticeMinutes: env.BOOKING_NOTICE_MINUTES,
      horizonDays: env.BOOKING_HORIZON_DAYS,
      durationMinutes: env.BOOKING_DURATION_MINUTES,
      openPerContact: env.BOOKING_OPEN_PER_CONTACT,
      perAddressPerDay: env.BOOKING_LIMIT_PER_ADDRESS_PER_DAY,
    },
    forms: { rateLimitPerHour: env.RATE_LIMIT_FORMS_PER_HOUR, minFillMs: env.FORM_MIN_FILL_MS },
    uploads: { perHour: env.UPLOAD_RATE_LIMIT_PER_HOUR, unclaimedBytesPerAddress: env.UPLOAD_UNCLAIMED_MB_PER_ADDRESS * 1024 * 1024 },
    signatures: {
      enabled: signaturesEnabled(env),
      p12Base64: env.SIGNATURE_P12_BASE64?.replace(/\s+/g, ''),
      p12Passphrase: env.SIGNATURE_P12_PASSPHRASE,
      tsaUrl: env.SIGNATURE_TSA_URL,
      remote8879: env.SIGNATURE_REMOTE_8879,
    },
    payments: {
      stripe:
        env.STRIPE_SECRET_KEY && env.STRIPE_WEBHOOK_SECRET
          ? { secretKey: env.STRIPE_SECRET_KEY, webhookSecret: env.STRIPE_WEBHOOK_SECRET, apiUrl: env.STRIPE_API_URL }
          : undefined,
      maxCents: env.PAYMENT_MAX_CENTS,
      taxSchoolToday: env.TAX_SCHOOL_TODAY,
    },
  };
}

/** OWASP's argon2id floor: at least 7 MiB, and memory x passes of at least 35 MiB (e.g. 19 MiB x 2). */
const ARGON2_MIN_MEMORY_KIB = 7168;
const ARGON2_MIN_WORK_KIB = 35_840;

const ONE_PROCESS_ONLY = 'several replicas cannot share it (SINGLE_PROCESS_IN_PRODUCTION=true for one process on one machine)';

/**
 * Production runs as several stateless replicas: whatever one process would keep to itself (a secret generated under
 * VAR_DIR, an embedded database, files on its own disk) is refused, one line per variable.
 */
function replicaProblems(env: Env): string[] {
  const problems: string[] = [];
  if (!env.APP_SECRET) problems.push(`APP_SECRET: required in production; a secret generated per process under VAR_DIR means ${ONE_PROCESS_ONLY}`);
  if (!env.DATABASE_URL) problems.push(`DATABASE_URL: required in production; the embedded PostgreSQL means ${ONE_PROCESS_ONLY}`);
  if (!env.S3_BUCKET) problems.push(`S3_BUCKET: required in production; uploads in the local directory VAR_DIR/uploads mean ${ONE_PROCESS_ONLY}`);
  if (!env.SMTP_URL) problems.push(`SMTP_URL: required in production; mail written as files under VAR_DIR/mail means ${ONE_PROCESS_ONLY}`);
  return problems;
}

/** Half a Stripe setup would take money without hearing that it was paid (or the reverse): refuse it. */
function stripeProblems(env: Env): string[] {
  if (Boolean(env.STRIPE_SECRET_KEY) === Boolean(env.STRIPE_WEBHOOK_SECRET)) return [];
  return [
    `${env.STRIPE_SECRET_KEY ? 'STRIPE_WEBHOOK_SECRET' : 'STRIPE_SECRET_KEY'}: set both STRIPE_SECRET_KEY and STRIPE_WEBHOOK_SECRET, or neither (test mode)`,
  ];
}

function signaturesEnabled(env: Env): boolean {
  return env.SIGNATURES_ENABLED === undefined ? env.NODE_ENV !== 'production' : env.SIGNATURES_ENABLED === 'true';
}

function productionProblems(env: Env): string[] {
  if (env.NODE_ENV !== 'production') return [];
  const problems: string[] = [];
  if (env.APP_SECRET === EXAMPLE_APP_SECRET) problems.push('APP_SECRET: the documented example value is refused in production');
  if (!env.STRIPE_SECRET_KEY && !env.STRIPE_TEST_MODE_IN_PRODUCTION) {
    problems.push(
      'STRIPE_SECRET_KEY / STRIPE_WEBHOOK_SECRET: production takes real payments; set both, or STRIPE_TEST_MODE_IN_PRODUCTION=true for a demo with the test checkout',
    );
  }
  if (!env.SINGLE_PROCESS_IN_PRODUCTION) problems.push(...replicaProblems(env));
  if (signaturesEnabled(env) && !env.SIGNATURE_P12_BASE64) {
    problems.push(
      "SIGNATURE_P12_BASE64: signatures are on (SIGNATURES_ENABLED) and production signs with the firm's certificate: set it (and SIGNATURE_P12_PASSPHRASE), or SIGNATURES_ENABLED=false",
    );
  }
  if (env.ARGON2_MEMORY_KIB < ARGON2_MIN_MEMORY_KIB || env.ARGON2_MEMORY_KIB * env.ARGON2_TIME_COST < ARGON2_MIN_WORK_KIB) {
    problems.push('ARGON2_MEMORY_KIB / ARGON2_TIME_COST: below the OWASP minimum for argon2id in production (e.g. 19456 KiB x 2)');
  }
  return problems;
}
