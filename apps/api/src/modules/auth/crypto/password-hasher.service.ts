import { Inject, Injectable } from '@nestjs/common';
import { hash, parseOptions, verify, type Algorithm, type Options, type Version } from '@node-rs/argon2';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { randomToken } from './tokens';

// The package's enums are `const enum`s, which isolated-module builds cannot read: their values, spelled out.
const ARGON2ID = 2 as Algorithm;
const VERSION_0X13 = 1 as Version;

/**
 * argon2id with the configured cost, as PHC strings (`$argon2id$v=19$m=..,t=..,p=..$salt$hash`), so hashes
 * made by the earlier `argon2` package verify unchanged. Also spends the same time on unknown accounts so
 * timing reveals nothing.
 */
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get parameters(): Options & { memoryCost: number; timeCost: number; parallelism: number } {
    const { memoryKib, timeCost, parallelism } = this.config.auth.argon2;
    return { algorithm: ARGON2ID, version: VERSION_0X13, memoryCost: memoryKib, timeCost, parallelism };
  }

  hash(password: string): Promise<string> {
    return hash(password, this.parameters);
  }

  /** False for a wrong password or an unreadable hash; never throws for a bad password. */
  async verify(stored: string | null, password: string): Promise<boolean> {
    if (!stored) {
      await this.burn(password);
      return false;
    }
    try {
      return await verify(stored, password);
    } catch {
      return false;
    }
  }

  /** Hashes made with another algorithm, version or cost are upgraded at the next successful sign-in. */
  needsRehash(stored: string): boolean {
    const { algorithm, version, memoryCost, timeCost, parallelism } = this.parameters;
    try {
      const used = parseOptions(stored);
      return (
        used.algorithm !== algorithm ||
        used.version !== version ||
        used.memoryCost !== memoryCost ||
        used.timeCost !== timeCost ||
        used.parallelism !== parallelism
      );
    } catch {
      return true;
    }
  }

  /** The cost of one verification, for requests about accounts that do not exist. */
  async burn(password: string): Promise<void> {
    this.dummy ??= hash(randomToken(), this.parameters);
    await verify(await this.dummy, password).catch(() => false);
  }
}
