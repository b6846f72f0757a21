import { ConfigError, loadConfig } from './app-config';

describe('loadConfig', () => {
  it('applies defaults when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'development',
      port: 3000,
      host: '0.0.0.0',
      publicUrl: 'http://localhost:3000',
      logLevel: 'info',
      bodyLimit: '100kb',
      trustProxy: false,
    });
    expect(config.databaseUrl).toBeUndefined();
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it.each([
    ['PORT', 'eighty'],
    ['PORT', '70000'],
    ['DATABASE_URL', 'mysql://db/x'],
    ['PUBLIC_URL', 'ftp://example.com'],
    ['LOG_LEVEL', 'loud'],
    ['NODE_ENV', 'staging'],
    ['BODY_LIMIT', 'lots'],
  ])('rejects %s=%s with a message naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('never repeats the offending value, which may hold a password', () => {
    const load = () => loadConfig({ DATABASE_URL: 'mysql://user:s3cret@db/x' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/\bDATABASE_URL\b/);
    expect(load).not.toThrow(/s3cret/);
  });

  it('strips a trailing slash from PUBLIC_URL', () => {
    expect(loadConfig({ PUBLIC_URL: 'https://tax.example/' }).publicUrl).toBe('https://tax.example');
  });
});

describe('loadConfig: auth, mail and secrets', () => {
  it('has the documented auth defaults', () => {
    const { auth, mail } = loadConfig({});
    expect(auth).toMatchObject({
      jwtExpirySeconds: 3600,
      passwordMinLength: 6,
      emailConfirmationRequired: false,
      refreshTokenReuseIntervalSeconds: 10,
      redirectAllowList: [],
      argon2: { memoryKib: 19456, timeCost: 2, parallelism: 1 },
      rateLimits: { token: 150, verify: 30, otp: 30, mfa: 15, emailSent: 30, emailPerAddress: 10, mfaFactorPerHour: 30 },
    });
    expect(mail).toEqual({ smtpUrl: undefined, from: 'Huron Tax & Accounting <no-reply@localhost>' });
  });

  it('parses flags, numbers and the redirect allow list', () => {
    const config = loadConfig({
      AUTH_EMAIL_CONFIRMATION_REQUIRED: 'true',
      AUTH_RATE_LIMIT_TOKEN: '3',
      AUTH_REDIRECT_ALLOW_LIST: 'https://a.example/x, http://localhost:4200',
    });
    expect(config.auth.emailConfirmationRequired).toBe(true);
    expect(config.auth.rateLimits.token).toBe(3);
    expect(config.auth.redirectAllowList).toEqual(['https://a.example/x', 'http://localhost:4200']);
  });

  it.each([
    ['AUTH_PASSWORD_MIN_LENGTH', '4'],
    ['AUTH_JWT_EXPIRY', 'soon'],
    ['AUTH_EMAIL_CONFIRMATION_REQUIRED', 'yes'],
    ['AUTH_REDIRECT_ALLOW_LIST', 'javascript:alert(1)'],
    ['SMTP_URL', 'http://mail.example'],
    ['APP_SECRET', 'short'],
  ])('rejects %s=%s naming the variable', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`\\b${name}\\b`));
  });

  it('requires AAL2 for staff by default in production only, and lets AUTH_STAFF_REQUIRE_AAL2 say otherwise', () => {
    const production = { NODE_ENV: 'production', STRIPE_TEST_MODE_IN_PRODUCTION: 'true', SINGLE_PROCESS_IN_PRODUCTION: 'true' };
    expect(loadConfig(production).auth.staffRequireAal2).toBe(true);
    expect(loadConfig({ ...production, AUTH_STAFF_REQUIRE_AAL2: 'false' }).auth.staffRequireAal2).toBe(false);
    expect(loadConfig({}).auth.staffRequireAal2).toBe(false);
    expect(loadConfig({ AUTH_STAFF_REQUIRE_AAL2: 'true' }).auth.staffRequireAal2).toBe(true);
    expect(() => loadConfig({ AUTH_STAFF_REQUIRE_AAL2: 'yes' })).toThrow(/AUTH_STAFF_REQUIRE_AAL2/);
  });

  it('uses the example secret outside production and refuses it in production', () => {
    expect(loadConfig({}).appSecret).toMatch(/example/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
        SINGLE_PROCESS_IN_PRODUCTION: 'true',
        APP_SECRET: loadConfig({}).appSecret,
      }),
    ).toThrow(/APP_SECRET/);
    expect(loadConfig({ NODE_ENV: 'production', STRIPE_TEST_MODE_IN_PRODUCTION: 'true', SINGLE_PROCESS_IN_PRODUCTION: 'true' }).appSecret).toBeUndefined();
  });

  it('refuses argon2 parameters below the OWASP floor in production only', () => {
    expect(loadConfig({ ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' }).auth.argon2.memoryKib).toBe(1024);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
        SINGLE_PROCESS_IN_PRODUCTION: 'true',
        ARGON2_MEMORY_KIB: '1024',
        ARGON2_TIME_COST: '1',
      }),
    ).toThrow(/ARGON2_MEMORY_KIB/);
    expect(
      loadConfig({
        NODE_ENV: 'production',
        STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
        SINGLE_PROCESS_IN_PRODUCTION: 'true',
        ARGON2_MEMORY_KIB: '47104',
        ARGON2_TIME_COST: '1',
      }).auth.argon2.timeCost,
    ).toBe(1);
  });

  it('uses test mode without Stripe keys, real Stripe with both, and refuses half a setup', () => {
    expect(loadConfig({}).payments).toEqual({ stripe: undefined, maxCents: 1_000_000, taxSchoolToday: undefined });
    expect(loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' }).payments.stripe).toEqual({
      secretKey: 'sk_test_abc',
      webhookSecret: 'whsec_abc',
      apiUrl: undefined,
    });
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'sk_test_abc' })).toThrow(/STRIPE_WEBHOOK_SECRET: set both/);
    expect(() => loadConfig({ STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(/STRIPE_SECRET_KEY: set both/);
    expect(() => loadConfig({ STRIPE_SECRET_KEY: 'pk_test_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })).toThrow(
      /STRIPE_SECRET_KEY: must be a Stripe secret key/,
    );
    expect(() => loadConfig({ PAYMENT_MAX_CENTS: '0' })).toThrow(/PAYMENT_MAX_CENTS/);
  });

  it('refuses to start production in test mode unless told to', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', SINGLE_PROCESS_IN_PRODUCTION: 'true' })).toThrow(/STRIPE_TEST_MODE_IN_PRODUCTION=true/);
    expect(
      loadConfig({ NODE_ENV: 'production', STRIPE_TEST_MODE_IN_PRODUCTION: 'true', SINGLE_PROCESS_IN_PRODUCTION: 'true' }).payments.stripe,
    ).toBeUndefined();
    expect(
      loadConfig({ NODE_ENV: 'production', SINGLE_PROCESS_IN_PRODUCTION: 'true', STRIPE_SECRET_KEY: 'sk_live_abc', STRIPE_WEBHOOK_SECRET: 'whsec_abc' })
        .payments.stripe?.secretKey,
    ).toBe('sk_live_abc');
  });
});

describe('loadConfig: production runs as several replicas', () => {
  const replicas = {
    NODE_ENV: 'production',
    STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
    APP_SECRET: 'a-shared-secret-for-every-replica-0000000',
    DATABASE_URL: 'postgres://huron@db:5432/huron',
    S3_BUCKET: 'client-documents',
    SMTP_URL: 'smtp://mail:1025',
  };

  it('starts with a shared secret, an external database, S3 uploads and SMTP mail', () => {
    expect(loadConfig(replicas)).toMatchObject({ env: 'production', databaseUrl: replicas.DATABASE_URL, appSecret: replicas.APP_SECRET });
  });

  it.each(['APP_SECRET', 'DATABASE_URL', 'S3_BUCKET', 'SMTP_URL'])('refuses to start without %s, in one line naming it', (name) => {
    const problems = (() => {
      try {
        loadConfig({ ...replicas, [name]: '' });
        return [];
      } catch (error) {
        return (error as ConfigError).problems;
      }
    })();
    expect(problems).toEqual([expect.stringMatching(new RegExp(`^${name}: required in production; [^\\n]+$`))]);
  });

  it('lets one process on one machine opt out with SINGLE_PROCESS_IN_PRODUCTION=true, and only in that case', () => {
    const alone = { NODE_ENV: 'production', STRIPE_TEST_MODE_IN_PRODUCTION: 'true' };
    expect(() => loadConfig(alone)).toThrow(/APP_SECRET[\s\S]*DATABASE_URL[\s\S]*S3_BUCKET[\s\S]*SMTP_URL/);
    expect(loadConfig({ ...alone, SINGLE_PROCESS_IN_PRODUCTION: 'true' }).databaseUrl).toBeUndefined();
    expect(loadConfig({}).databaseUrl).toBeUndefined();
  });
});

describe('loadConfig: signatures (issue 47)', () => {
  const production = {
    NODE_ENV: 'production',
    APP_SECRET: 'a-real-production-secret-of-enough-length',
    STRIPE_TEST_MODE_IN_PRODUCTION: 'true',
    SINGLE_PROCESS_IN_PRODUCTION: 'true',
  };

  it('are on outside production and off in production by default; remote 8879 signing is off', () => {
    expect(loadConfig({}).signatures).toMatchObject({ enabled: true, remote8879: false });
    expect(loadConfig(production).signatures.enabled).toBe(false);
  });

  it('refuses production with signatures on and no certificate, naming SIGNATURE_P12_BASE64', () => {
    const load = () => loadConfig({ ...production, SIGNATURES_ENABLED: 'true' });
    expect(load).toThrow(ConfigError);
    expect(load).toThrow(/SIGNATURE_P12_BASE64/);
    expect(loadConfig({ ...production, SIGNATURES_ENABLED: 'true', SIGNATURE_P12_BASE64: 'MIIK\nAAAA' }).signatures.p12Base64).toBe('MIIKAAAA');
  });

  it('refuses a TSA address that is not http(s)', () => {
    expect(() => loadConfig({ SIGNATURE_TSA_URL: 'ftp://tsa.example' })).toThrow(/SIGNATURE_TSA_URL/);
  });
});
