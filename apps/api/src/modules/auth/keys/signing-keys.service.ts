import { randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { SecretBox } from '../../../platform/security/secret-box';
import { generateEs256KeyPair, privateKeyFromPem, publicKeyFromJwk } from '../crypto/es256-jwt';
import { SigningKeysRepository } from './signing-keys.repository';
import { Transactions, type Tx } from '../../../platform/database/transactions';

const SEAL_PURPOSE = 'jwt-signing-key';
/** How long verifiers may cache the key set (auth-js: 10 minutes) plus this process's own cache. */
const VERIFIER_CACHE_SECONDS = 600 + 60;
const RELOAD_AFTER_MS = 60_000;
const MISS_RELOAD_MS = 5_000;

export interface PublishedJwk extends JsonWebKey {
  kid: string;
  alg: 'ES256';
  use: 'sig';
  key_ops: ['verify'];
}

interface KeySet {
  loadedAt: number;
  current: { kid: string; key: KeyObject };
  publicKeys: Map<string, KeyObject>;
  published: PublishedJwk[];
}

/**
 * ES256 signing keys kept in PostgreSQL so every process signs and verifies with the same set. Rotation never
 * signs anyone out: a new key is published (status next) before it signs, and the old one keeps verifying
 * (status previous) until every token it signed has expired and every verifier's cache has moved on.
 */
@Injectable()
export class SigningKeysService implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('SigningKeys');
  private keySet?: KeySet;
  private loading?: Promise<KeySet>;
  private lastMissReload = 0;
  private timer?: NodeJS.Timeout;

  constructor(
    private readonly transactions: Transactions,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
    private readonly repository: SigningKeysRepository,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.maintain();
    this.timer = setInterval(
      () => this.maintain().catch((e: Error) => this.log.error({ msg: 'key maintenance failed', err: e.message })),
      RELOAD_AFTER_MS,
    ).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Starts a rotation: publishes a new key that takes over after AUTH_SIGNING_KEY_PUBLISH_SECONDS. */
  async rotate(): Promise<string> {
    const kid = await this.transactions.run(async (tx) => {
      await this.repository.lockKeys(tx);
      return (await this.repository.kidWithStatus(tx, 'next')) ?? this.insertKey(tx, 'next');
    });
    await this.maintain();
    return kid;
  }

  /** Promotes a published key when due, creates the first key, rotates by age, drops retired keys; reloads. */
  async maintain(): Promise<void> {
    const { rotationDays, publishLeadSeconds } = this.config.auth.signingKeys;
    await this.transactions.run(async (tx) => {
      await this.repository.lockKeys(tx);
      if (rotationDays > 0 && (await this.repository.staleCurrentKid(tx, rotationDays))) await this.insertKey(tx, 'next');
      const due = await this.repository.nextKidDue(tx, publishLeadSeconds);
      if (due) {
        await this.repository.retireCurrent(tx, this.config.auth.jwtExpirySeconds + VERIFIER_CACHE_SECONDS);
        await this.repository.activate(tx, due);
      }
      if (!(await this.repository.kidWithStatus(tx, 'current'))) await this.insertKey(tx, 'current');
      await this.repository.deleteRetired(tx);
    });
    await this.reload();
  }

  async signingKey(): Promise<{ kid: string; key: KeyObject }> {
    return (await this.fresh()).current;
  }

  /** A verifying key for a kid; an unknown kid triggers one reload (rate-limited) in case another process rotated. */
  async publicKey(kid: string): Promise<KeyObject | undefined> {
    const keys = await this.fresh();
    const key = keys.publicKeys.get(kid);
    if (key || Date.now() - this.lastMissReload < MISS_RELOAD_MS) return key;
    this.lastMissReload = Date.now();
    return (await this.reload()).publicKeys.get(kid);
  }

  async jwks(): Promise<{ keys: PublishedJwk[] }> {
    return { keys: (await this.fresh()).published };
  }

  private async fresh(): Promise<KeySet> {
    if (this.keySet && Date.now() - this.keySet.loadedAt < RELOAD_AFTER_MS) return this.keySet;
    return this.reload();
  }

  private reload(): Promise<KeySet> {
    this.loading ??= this.load()
      .then((keySet) => (this.keySet = keySet))
      .finally(() => (this.loading = undefined));
    return this.loading;
  }

  private async load(): Promise<KeySet> {
    const rows = await this.repository.allKeys(this.transactions.none);
    const current = rows.find((r) => r.status === 'current');
    if (!current) throw new Error('No current JWT signing key');
    let privateKey: KeyObject;
    try {
      privateKey = privateKeyFromPem(this.box.open(SEAL_PURPOSE, current.privateKey, current.kid));
    } catch {
      throw new Error('Cannot decrypt the stored JWT signing key: APP_SECRET differs from the one that encrypted it');
    }
    const order = { current: 0, next: 1, previous: 2 };
    const published = [...rows]
      .sort((a, b) => order[a.status] - order[b.status])
      .map((r) => ({ ...r.publicJwk, kid: r.kid, alg: 'ES256' as const, use: 'sig' as const, key_ops: ['verify'] as ['verify'] }));
    return {
      loadedAt: Date.now(),
      current: { kid: current.kid, key: privateKey },
      publicKeys: new Map(rows.map((r) => [r.kid, publicKeyFromJwk(r.publicJwk)])),
      published,
    };
  }

  private async insertKey(manager: Tx, status: 'next' | 'current'): Promise<string> {
    const kid = randomUUID();
    const { privatePem, publicJwk } = generateEs256KeyPair();
    await this.repository.insertKey(manager, { kid, publicJwk, sealedPrivateKey: this.box.seal(SEAL_PURPOSE, privatePem, kid), status });
    this.log.log({ msg: 'created a JWT signing key', kid, status });
    return kid;
  }
}
