import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The GoTrue-compatible auth service's tables, in their own schema. Refresh tokens, one-time tokens and PKCE
 * authorisation codes are stored only as SHA-256 hashes; private signing keys and TOTP secrets are encrypted.
 */
export class Auth1763790100000 implements MigrationInterface {
  name = 'Auth1763790100000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`CREATE SCHEMA IF NOT EXISTS auth`);
    await db.query(`
      CREATE TABLE auth.users (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL CHECK (email = lower(email)),
        encrypted_password text,
        email_confirmed_at timestamptz,
        confirmation_sent_at timestamptz,
        recovery_sent_at timestamptz,
        new_email text,
        email_change_sent_at timestamptz,
        reauthentication_sent_at timestamptz,
        last_sign_in_at timestamptz,
        raw_app_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,
        raw_user_meta_data jsonb NOT NULL DEFAULT '{}'::jsonb,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE UNIQUE INDEX users_email_key ON auth.users (email)`);

    await db.query(`
      CREATE TABLE auth.mfa_factors (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        friendly_name text,
        factor_type text NOT NULL DEFAULT 'totp' CHECK (factor_type = 'totp'),
        status text NOT NULL DEFAULT 'unverified' CHECK (status IN ('unverified', 'verified')),
        secret text NOT NULL,
        last_used_step bigint,
        last_challenged_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX mfa_factors_user_idx ON auth.mfa_factors (user_id)`);
    await db.query(
      `CREATE UNIQUE INDEX mfa_factors_name_key ON auth.mfa_factors (user_id, friendly_name) WHERE friendly_name IS NOT NULL AND friendly_name <> ''`,
    );

    await db.query(`
      CREATE TABLE auth.mfa_challenges (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        factor_id uuid NOT NULL REFERENCES auth.mfa_factors (id) ON DELETE CASCADE,
        ip_hash text NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX mfa_challenges_factor_idx ON auth.mfa_challenges (factor_id)`);

    await db.query(`
      CREATE TABLE auth.sessions (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        aal text NOT NULL DEFAULT 'aal1' CHECK (aal IN ('aal1', 'aal2')),
        amr jsonb NOT NULL DEFAULT '[]'::jsonb,
        factor_id uuid REFERENCES auth.mfa_factors (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        refreshed_at timestamptz
      )`);
    await db.query(`CREATE INDEX sessions_user_idx ON auth.sessions (user_id)`);

    await db.query(`
      CREATE TABLE auth.refresh_tokens (
        id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
        token_hash text NOT NULL UNIQUE,
        session_id uuid NOT NULL REFERENCES auth.sessions (id) ON DELETE CASCADE,
        parent_id bigint,
        revoked_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX refresh_tokens_session_idx ON auth.refresh_tokens (session_id)`);

    await db.query(`
      CREATE TABLE auth.flow_states (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        code_challenge text NOT NULL,
        code_challenge_method text NOT NULL CHECK (code_challenge_method IN ('s256', 'plain')),
        authentication_method text NOT NULL,
        auth_code_hash text UNIQUE,
        auth_code_issued_at timestamptz,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);

    await db.query(`
      CREATE TABLE auth.one_time_tokens (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL REFERENCES auth.users (id) ON DELETE CASCADE,
        token_type text NOT NULL CHECK (token_type IN ('confirmation', 'recovery', 'email_change', 'reauthentication')),
        token_hash text NOT NULL UNIQUE,
        code_hash text NOT NULL,
        relates_to text NOT NULL,
        flow_state_id uuid REFERENCES auth.flow_states (id) ON DELETE SET NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        UNIQUE (user_id, token_type)
      )`);
    await db.query(`CREATE INDEX one_time_tokens_relates_to_idx ON auth.one_time_tokens (relates_to, token_type)`);

    await db.query(`
      CREATE TABLE auth.signing_keys (
        kid text PRIMARY KEY,
        algorithm text NOT NULL DEFAULT 'ES256' CHECK (algorithm = 'ES256'),
        public_jwk jsonb NOT NULL,
        private_key text NOT NULL,
        status text NOT NULL CHECK (status IN ('next', 'current', 'previous')),
        created_at timestamptz NOT NULL DEFAULT now(),
        activated_at timestamptz,
        retire_at timestamptz
      )`);
    await db.query(`CREATE UNIQUE INDEX signing_keys_one_current ON auth.signing_keys (status) WHERE status = 'current'`);

    await db.query(`
      CREATE TABLE auth.rate_limits (
        key text PRIMARY KEY,
        window_start timestamptz NOT NULL,
        window_seconds integer NOT NULL,
        hits integer NOT NULL
      )`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`DROP SCHEMA auth CASCADE`);
  }
}
