import { z } from 'zod';

const port = z.coerce.number().int().min(0).max(65535);
const int = (min: number, max: number) => z.coerce.number().int().min(min).max(max);
const flag = (fallback: 'true' | 'false') =>
  z
    .enum(['true', 'false'])
    .default(fallback)
    .transform((v) => v === 'true');

/** Shipped in docs and used when nothing is set outside production; production refuses it. */
export const EXAMPLE_APP_SECRET = 'example-app-secret-for-development-only-0000';

/** Every environment variable the API reads. Parsed once at start; a bad value stops the process. */
export const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: port.default(3000),
  PUBLIC_URL: z.url({ protocol: /^https?$/ }).optional(),
  DATABASE_URL: z
    .url({ protocol: /^postgres(ql)?$/ })
    .optional()
    .describe('PostgreSQL connection string; without it an embedded PostgreSQL starts'),
  VAR_DIR: z.string().min(1).default('var'),
  WEB_DIST: z.string().min(1).default('dist/web'),
  SITE_DATA_REFRESH_SECONDS: int(1, 3600)
    .default(60)
    .describe('How often each process re-reads the site data (sessions, postings, hours) and re-renders the served pages when it changed'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  BODY_LIMIT: z
    .string()
    .regex(/^\d+(b|kb|mb)$/i, 'must look like 100kb or 1mb')
    .default('100kb'),
  TRUST_PROXY: flag('false'),

  APP_SECRET: z
    .string()
    .min(32, 'must be at least 32 characters')
    .optional()
    .describe('Encrypts signing keys, TOTP secrets and queued mail at rest; unset in production: generated under VAR_DIR'),

  AUTH_JWT_EXPIRY: int(30, 86_400).default(3600),
  AUTH_DISABLE_SIGNUP: flag('false'),
  AUTH_EMAIL_CONFIRMATION_REQUIRED: flag('false'),
  AUTH_PASSWORD_MIN_LENGTH: int(6, 128).default(6),
  AUTH_OTP_EXPIRY: int(60, 86_400).default(3600),
  AUTH_REFRESH_TOKEN_REUSE_INTERVAL: int(0, 300).default(10),
  AUTH_PASSWORD_CHANGE_REQUIRES_REAUTHENTICATION: flag('false'),
  AUTH_REAUTHENTICATION_SESSION_AGE: int(0, 30 * 86_400).default(86_400),
  AUTH_REDIRECT_ALLOW_LIST: z
    .string()
    .default('')
    .transform((v) =>
      v
        .split(',')
        .map((s) => s.trim())
        .filter(Boolean),
    )
    .pipe(z.array(z.url({ protocol: /^https?$/ }))),
  AUTH_EMAIL_LINKS: z
    .enum(['confirm-page', 'verify-endpoint'])
    .default('confirm-page')
    .describe('confirm-page: PUBLIC_URL/auth/confirm?token_hash=...; verify-endpoint: PUBLIC_URL/auth/v1/verify?token=... (redirects)'),
  AUTH_TOTP_ISSUER: z.string().min(1).max(100).default('Huron Tax & Accounting'),
  AUTH_SIGNING_KEY_ROTATION_DAYS: int(0, 3650).default(90),
  AUTH_SIGNING_KEY_PUBLISH_SECONDS: int(0, 86_400).default(900),
  AUTH_STAFF_REQUIRE_AAL2: z
    .enum(['true', 'false'])
    .optional()
    .describe('Staff need a session verified with their authenticator app; default true in production, false otherwise'),
  AUTH_RATE_LIMIT_TOKEN: int(1, 1_000_000).default(150),
  AUTH_RATE_LIMIT_VERIFY: int(1, 1_000_000).default(30),
  AUTH_RATE_LIMIT_OTP: int(1, 1_000_000).default(30),
  AUTH_RATE_LIMIT_MFA: int(1, 1_000_000).default(15),
  AUTH_RATE_LIMIT_EMAIL_SENT: int(1, 1_000_000).default(30),
  AUTH_RATE_LIMIT_EMAIL_PER_ADDRESS: int(1, 1_000_000).default(10),
  AUTH_RATE_LIMIT_MFA_FACTOR: int(1, 1_000_000).default(30).describe('verification attempts against one MFA factor per hour, from any address'),
  AUTH_LOCKOUT_AFTER_FAILURES: int(0, 1_000_000).default(10).describe('consecutive failed password grants that lock an account for a while (0: off)'),

  ARGON2_MEMORY_KIB: int(8, 4_194_304).default(19_456),
  ARGON2_TIME_COST: int(1, 100).default(2),
  ARGON2_PARALLELISM: int(1, 16).default(1),

  SMTP_URL: z
    .url({ protocol: /^smtps?$/ })
    .optional()
    .describe('smtp://user:pass@host:587 or smtps://...; unset: mail is written as .eml files under VAR_DIR/mail'),
  MAIL_FROM: z.string().min(3).max(200).optional(),
  JOBS_POLL_INTERVAL_SECONDS: int(1, 3600)
    .default(15)
    .describe('how often each process looks for due jobs (retries, reminders, sweeps); a job due now wakes it at once'),

  REFERRAL_REWARD_MIN_CENTS: int(0, 1_000_000).default(2000).describe('smallest reward staff may set on a completed referral, in cents'),
  REFERRAL_REWARD_MAX_CENTS: int(0, 1_000_000).default(5000).describe('largest reward, in cents'),
  REFERRAL_FRIEND_DISCOUNT_CENTS: int(0, 1_000_000)
    .default(0)
    .describe("the friend's discount on their return in cents, named in a share link's welcome; 0: the welcome says 'a special discount'"),
  REFERRAL_INVITATION_INTERVAL_DAYS: int(1, 365).default(30).describe('one invitation per friend address in this many days, whatever the referrer'),
  REFERRAL_LIMIT_PER_REFERRER_PER_DAY: int(1, 1_000_000).default(10).describe('referrals one referrer (account or address) may make per day'),

  S3_BUCKET: z.string().min(3).max(63).optional().describe('set: client documents go to this S3-compatible bucket; unset: VAR_DIR/uploads'),
  S3_ENDPOINT: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('e.g. http://minio:9000; unset: AWS'),
  S3_REGION: z.string().min(1).default('us-east-1'),
  S3_ACCESS_KEY_ID: z.string().min(1).optional(),
  S3_SECRET_ACCESS_KEY: z.string().min(1).optional(),
  S3_FORCE_PATH_STYLE: flag('false').describe('true for MinIO and most non-AWS stores'),

  BOOKING_PREPARERS_DEARBORN: int(0, 100).default(2).describe('appointments that can start at the same time in Dearborn'),
  BOOKING_PREPARERS_YPSILANTI: int(0, 100).default(2),
  BOOKING_PREPARERS_ANN_ARBOR: int(0, 100).default(1),
  BOOKING_REMOTE_CAPACITY: int(0, 100).default(2).describe('remote (phone or video) appointments at the same time'),
  BOOKING_NOTICE_MINUTES: int(0, 10_080).default(120),
  BOOKING_HORIZON_DAYS: int(1, 365).default(60),
  BOOKING_OPEN_PER_CONTACT: int(1, 1_000).default(2).describe('open future appointments one email address, or one phone number, may hold'),
  BOOKING_LIMIT_PER_ADDRESS_PER_DAY: int(1, 1_000_000).default(6).describe('appointments one client address may book per day'),
  BOOKING_DURATION_MINUTES: z.coerce
    .number()
    .int()
    .refine((n) => [15, 20, 30, 45, 60, 90, 120].includes(n), 'must be 15, 20, 30, 45, 60, 90 or 120')
    .default(30),

  UPLOAD_RATE_LIMIT_PER_HOUR: int(1, 1_000_000).default(40).describe('uploads per client address per hour'),
  UPLOAD_UNCLAIMED_MB_PER_ADDRESS: int(1, 1_000_000).default(150).describe('MB one client address may hold in uploads not yet attached to a submission'),
  RATE_LIMIT_FORMS_PER_HOUR: int(1, 1_000_000).default(20).describe('submissions of one public form per client address per hour'),
  FORM_MIN_FILL_MS: int(0, 600_000).default(3000).describe('a public form sent sooner than this after it was shown counts as a bot (0: off)'),
  STRIPE_SECRET_KEY: z
    .string()
    .regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_..., sk_live_... or a restricted rk_ key)')
    .optional()
    .describe('with STRIPE_WEBHOOK_SECRET: real Stripe Checkout; unset: the built-in test checkout'),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .regex(/^whsec_\w+$/, 'must be a webhook signing secret (whsec_...)')
    .optional(),
  STRIPE_API_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe("where the Stripe SDK sends API calls (default Stripe's own); tests point it at a local stand-in"),
  STRIPE_TEST_MODE_IN_PRODUCTION: flag('false'),
  METRICS_PORT: int(0, 65535).optional().describe('set: GET /metrics (Prometheus) on this port of HOST, apart from the site; keep it off the load balancer'),
  METRICS_TOKEN: z
    .string()
    .min(32)
    .optional()
    .describe('set (32+ characters): GET /metrics on the main port too, for a scraper sending Authorization: Bearer <token>'),
  SINGLE_PROCESS_IN_PRODUCTION: flag('false').describe(
    'true: production on one machine as one process (embedded PostgreSQL, generated APP_SECRET, uploads and mail under VAR_DIR); false: several replicas, so APP_SECRET, DATABASE_URL, S3_BUCKET and SMTP_URL are required',
  ),
  PAYMENT_MAX_CENTS: int(1, 100_000_000).default(1_000_000),
  SIGNATURES_ENABLED: z
    .enum(['true', 'false'])
    .optional()
    .describe('Electronic signatures (engagement letters, Form 8879); default true outside production, false in production until a certificate is set'),
  SIGNATURE_P12_BASE64: z
    .string()
    .regex(/^[A-Za-z0-9+/=\s]+$/, 'must be a base64-encoded PKCS #12 (.p12) file')
    .optional()
    .describe(
      "The firm's document-signing certificate and key (PKCS #12, base64); required in production when signatures are on; unset elsewhere: one is generated under VAR_DIR/signatures",
    ),
  SIGNATURE_P12_PASSPHRASE: z.string().optional().describe("The P12's passphrase (a secret)"),
  SIGNATURE_TSA_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe('An RFC 3161 time-stamping authority: set, each signature carries its timestamp'),
  SIGNATURE_REMOTE_8879: flag('false').describe(
    'Let clients sign Form 8879 remotely in the portal. Off: IRS rules require verifying the identity of a taxpayer who signs the e-file authorization remotely, to a standard we cannot meet without an identity-verification provider; 8879s are signed in the office after a photo-ID check',
  ),
  TAX_SCHOOL_TODAY: z.iso
    .date()
    .optional()
    .describe('judge which tax-school sessions are open as of this date (YYYY-MM-DD) instead of today: for demos and tests'),
});

export type Env = z.infer<typeof envSchema>;
