import { loadConfig } from '../../../platform/config/app-config';
import { PasswordHasher } from './password-hasher.service';

// Made by the `argon2` npm package (0.45.1), which stored every password before `@node-rs/argon2`: its PHC
// strings order the parameters m,p,t. The password of both is 'correct horse battery staple'.
const LEGACY_DEFAULT_COST = '$argon2id$v=19$m=19456,p=1,t=2$wVYHvhDbokatRr1N4jp5fg$HHUG9IzgYDYV82rBN2FjL4NhgPO9m7ldlDB6VyPtNGc';
const LEGACY_LOW_COST = '$argon2id$v=19$m=1024,p=1,t=1$/c8AcLV47/sXwvh6wlKiKw$fG8p8HNIHpGsrEFVyRfxGdDzLQOACRWTO2Hi1rggwuE';
const PASSWORD = 'correct horse battery staple';

const hasherWith = (env: Record<string, string> = {}) => new PasswordHasher(loadConfig({ NODE_ENV: 'test', ...env }));

describe('PasswordHasher', () => {
  it('verifies hashes made by the earlier argon2 package, and refuses a wrong password for them', async () => {
    const hasher = hasherWith();
    await expect(hasher.verify(LEGACY_DEFAULT_COST, PASSWORD)).resolves.toBe(true);
    await expect(hasher.verify(LEGACY_LOW_COST, PASSWORD)).resolves.toBe(true);
    await expect(hasher.verify(LEGACY_DEFAULT_COST, 'correct horse battery stapler')).resolves.toBe(false);
  });

  it('keeps a legacy hash made with the current cost, and upgrades one made with another cost', () => {
    const hasher = hasherWith();
    expect(hasher.needsRehash(LEGACY_DEFAULT_COST)).toBe(false);
    expect(hasher.needsRehash(LEGACY_LOW_COST)).toBe(true);
    expect(hasherWith({ ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' }).needsRehash(LEGACY_LOW_COST)).toBe(false);
  });

  it('hashes with argon2id m=19456 t=2 p=1 by default, in PHC format, and verifies its own hashes', async () => {
    const hasher = hasherWith();
    const stored = await hasher.hash(PASSWORD);
    expect(stored).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$[A-Za-z0-9+/]{22}\$[A-Za-z0-9+/]{43}$/);
    await expect(hasher.verify(stored, PASSWORD)).resolves.toBe(true);
    expect(hasher.needsRehash(stored)).toBe(false);
  });

  it('answers false, never throws, for an unreadable or missing hash', async () => {
    const hasher = hasherWith({ ARGON2_MEMORY_KIB: '1024', ARGON2_TIME_COST: '1' });
    await expect(hasher.verify('not a hash', PASSWORD)).resolves.toBe(false);
    await expect(hasher.verify(null, PASSWORD)).resolves.toBe(false);
    expect(hasher.needsRehash('not a hash')).toBe(true);
  });
});
