import { randomUUID } from 'node:crypto';
import { sha256 } from '../crypto/tokens';
import type { MfaFactorEntity } from './mfa-factor.entity';
import type { UserEntity } from './user.entity';

/** The reference's UserSchema (fields GoTrue omits when empty are omitted here too). */
export interface UserJson {
  id: string;
  aud: string;
  role: string;
  email: string;
  email_confirmed_at?: string;
  phone: string;
  confirmation_sent_at?: string;
  confirmed_at?: string;
  recovery_sent_at?: string;
  new_email?: string;
  email_change_sent_at?: string;
  reauthentication_sent_at?: string;
  last_sign_in_at?: string;
  app_metadata: Record<string, unknown>;
  user_metadata: Record<string, unknown>;
  identities: IdentityJson[];
  factors?: FactorJson[];
  created_at: string;
  updated_at: string;
  is_anonymous: boolean;
}

export interface IdentityJson {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: Record<string, unknown>;
  provider: 'email';
  last_sign_in_at?: string;
  created_at: string;
  updated_at: string;
  email: string;
}

export interface FactorJson {
  id: string;
  friendly_name?: string;
  factor_type: 'totp';
  status: 'verified' | 'unverified';
  created_at: string;
  updated_at: string;
  last_challenged_at?: string;
}

const iso = (date: Date | null | undefined) => (date ? date.toISOString() : undefined);

/** A stable id for the user's email identity (we keep one identity per user, so it is derived, not stored). */
function identityId(userId: string): string {
  const hex = sha256(`email-identity:${userId}`);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-8${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export function toFactorJson(factor: MfaFactorEntity): FactorJson {
  return {
    id: factor.id,
    ...(factor.friendlyName ? { friendly_name: factor.friendlyName } : {}),
    factor_type: factor.factorType,
    status: factor.status,
    created_at: factor.createdAt.toISOString(),
    updated_at: factor.updatedAt.toISOString(),
    ...(factor.lastChallengedAt ? { last_challenged_at: factor.lastChallengedAt.toISOString() } : {}),
  };
}

export function toUserJson(user: UserEntity, factors: MfaFactorEntity[] = []): UserJson {
  const createdAt = user.createdAt.toISOString();
  const json: UserJson = {
    id: user.id,
    aud: 'authenticated',
    role: 'authenticated',
    email: user.email,
    email_confirmed_at: iso(user.emailConfirmedAt),
    phone: '',
    confirmation_sent_at: iso(user.confirmationSentAt),
    confirmed_at: iso(user.emailConfirmedAt),
    recovery_sent_at: iso(user.recoverySentAt),
    new_email: user.newEmail ?? undefined,
    email_change_sent_at: iso(user.emailChangeSentAt),
    reauthentication_sent_at: iso(user.reauthenticationSentAt),
    last_sign_in_at: iso(user.lastSignInAt),
    app_metadata: user.appMetadata,
    user_metadata: user.userMetadata,
    identities: [
      withoutUndefined({
        identity_id: identityId(user.id),
        id: user.id,
        user_id: user.id,
        identity_data: { email: user.email, email_verified: Boolean(user.emailConfirmedAt), phone_verified: false, sub: user.id },
        provider: 'email',
        last_sign_in_at: iso(user.lastSignInAt),
        created_at: createdAt,
        updated_at: user.updatedAt.toISOString(),
        email: user.email,
      }),
    ],
    factors: factors.length ? factors.map(toFactorJson) : undefined,
    created_at: createdAt,
    updated_at: user.updatedAt.toISOString(),
    is_anonymous: false,
  };
  return withoutUndefined(json);
}

/** Drops the fields left undefined, as GoTrue's omitempty does. */
function withoutUndefined<T extends object>(value: T): T {
  return Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined)) as T;
}

/**
 * What a sign-up for an address that already has an account answers with: the same shape as a genuine
 * unconfirmed sign-up (fresh random id, confirmation just sent), so the response does not reveal the account.
 */
export function standInUser(email: string, userMetadata: Record<string, unknown>, now = new Date()): UserJson {
  return toUserJson({
    id: randomUUID(),
    email,
    encryptedPassword: null,
    emailConfirmedAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    newEmail: null,
    emailChangeSentAt: null,
    reauthenticationSentAt: null,
    lastSignInAt: null,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata,
    createdAt: now,
    updatedAt: now,
  });
}
