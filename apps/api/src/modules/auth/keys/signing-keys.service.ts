import { randomUUID, type JsonWebKey, type KeyObject } from 'node:crypto';
import { Inject, Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { SecretBox } from '../../../platform/security/secret-box';
import { generateEs256KeyPair, privateKeyFromPem, publicKeyFromJwk } from '../crypto/es256-jwt';
import { SigningKeyEntity } from './signing-key.entity';

const LOCK = 7_263_002;
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
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly box: SecretBox,
  ) {}

  async onModuleInit(): Promise<void> {
    await this.maintain();
    this.timer = setInterval(() => this.maintain().catch((e: Error) => this.log.error({ msg: 'key maintenance failed', err: e.message })), RELOAD_AFTER_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  /** Starts a rotation: publishes a new key that takes over after AUTH_SIGNING_KEY_PUBLISH_SECONDS. */
  async rotate(): Promise<string> {
    const kid = await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
      const [next] = await manager.query(`SELECT kid FROM auth.signing_keys WHERE status = 'next'`);
      return (next as { kid: string } | undefined)?.kid ?? this.insertKey(manager, 'next');
    });
    await this.maintain();
    return kid;
  }

  /** Promotes a published key when due, creates the first key, rotates by age, drops retired keys; reloads. */
  async maintain(): Promise<void> {
    const { rotationDays, publishLeadSeconds } = this.config.auth.signingKeys;
    await this.dataSource.transaction(async (manager) => {
      await manager.query('SELECT pg_advisory_xact_lock($1)', [LOCK]);
      if (rotationDays > 0) {
        const [stale] = await manager.query(
          `SELECT kid FROM auth.signing_keys WHERE status = 'current' AND activated_at <= now() - make_interval(days => $1)
             AND NOT EXISTS (SELECT 1 FROM auth.signing_keys WHERE status = 'next')`,
          [rotationDays],
        );
        if (stale) await this.insertKey(manager, 'next');
      }
      const [due] = await manager.query(
        `SELECT kid FROM auth.signing_keys WHERE status = 'next' AND created_at <= now() - make_interval(secs => $1) ORDER BY created_at LIMIT 1`,
        [publishLeadSeconds],
      );
      if (due) {
        await manager.query(`UPDATE auth.signing_keys SET status = 'previous', retire_at = now() + make_interval(secs => $1) WHERE status = 'current'`, [
          this.config.auth.jwtExpirySeconds + VERIFIER_CACHE_SECONDS,
        ]);
        await manager.query(`UPDATE auth.signing_keys SET status = 'current', activated_at = now() WHERE kid = $1`, [(due as { kid: string }).kid]);
      }
      const [current] = await manager.query(`SELECT kid FROM auth.signing_keys WHERE status = 'current'`);
      if (!current) await this.insertKey(manager, 'current');
      await manager.query(`DELETE FROM auth.signing_keys WHERE status = 'previous' AND retire_at <= now()`);
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
    const rows = await this.dataSource.getRepository(SigningKeyEntity).find({ order: { createdAt: 'DESC' } });
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

  private async insertKey(manager: EntityManager, status: 'next' | 'current'): Promise<string> {
    const kid = randomUUID();
    const { privatePem, publicJwk } = generateEs256KeyPair();
    await manager.query(
      `INSERT INTO auth.signing_keys (kid, public_jwk, private_key, status, activated_at) VALUES ($1, $2, $3, $4, CASE WHEN $4 = 'current' THEN now() END)`,
      [kid, JSON.stringify(publicJwk), this.box.seal(SEAL_PURPOSE, privatePem, kid), status],
    );
    this.log.log({ msg: 'created a JWT signing key', kid, status });
    return kid;
  }
}
