import { standInUser, toUserJson } from './user-json';
import type { UserEntity } from './user.entity';

describe('user JSON', () => {
  const now = new Date('2025-02-01T10:00:00.000Z');
  const genuine: UserEntity = {
    id: '11111111-1111-4111-8111-111111111111',
    email: 'new@example.com',
    encryptedPassword: '$argon2id$...',
    emailConfirmedAt: null,
    confirmationSentAt: now,
    recoverySentAt: null,
    newEmail: null,
    emailChangeSentAt: null,
    reauthenticationSentAt: null,
    lastSignInAt: null,
    appMetadata: { provider: 'email', providers: ['email'] },
    userMetadata: { full_name: 'Pat' },
    createdAt: now,
    updatedAt: now,
  };

  it('omits empty fields as GoTrue does and never includes the password hash', () => {
    const json = toUserJson(genuine);
    expect(json).not.toHaveProperty('email_confirmed_at');
    expect(json).not.toHaveProperty('factors');
    expect(JSON.stringify(json)).not.toContain('argon2');
  });

  it('the stand-in for an existing address has exactly the shape of a genuine unconfirmed sign-up', () => {
    const keys = (value: unknown): unknown =>
      value && typeof value === 'object' ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, keys(v)])) : typeof value;
    const standIn = standInUser('new@example.com', { full_name: 'Pat' }, now);
    expect(keys(standIn)).toEqual(keys(toUserJson(genuine)));
    expect(standIn.id).not.toBe(genuine.id);
    expect({ ...standIn, id: '', identities: [] }).toEqual({ ...toUserJson(genuine), id: '', identities: [] });
  });
});
