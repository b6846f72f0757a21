import { Inject, Injectable } from '@nestjs/common';
import argon2 from 'argon2';
import type { AppConfig } from '../../../platform/config/app-config';
import { APP_CONFIG } from '../../../platform/config/config.module';
import { randomToken } from './tokens';

/** argon2id with the configured cost; also spends the same time on unknown accounts so timing reveals nothing. */
@Injectable()
export class PasswordHasher {
  private dummy?: Promise<string>;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  get parameters(): { type: typeof argon2.argon2id; memoryCost: number; timeCost: number; parallelism: number } {
    const { memoryKib, timeCost, parallelism } = this.config.auth.argon2;
    return { type: argon2.argon2id, memoryCost: memoryKib, timeCost, parallelism };
  }

  hash(password: string): Promise<string> {
    return argon2.hash(password, this.parameters);
  }

  /** False for a wrong password or an unreadable hash; never throws for a bad password. */
  async verify(hash: string | null, password: string): Promise<boolean> {
    if (!hash) {
      await this.burn(password);
      return false;
    }
    try {
      return await argon2.verify(hash, password);
    } catch {
      return false;
    }
  }

  /** Hashes made with older parameters are upgraded at the next successful sign-in. */
  needsRehash(hash: string): boolean {
    const { memoryCost, timeCost, parallelism } = this.parameters;
    return argon2.needsRehash(hash, { memoryCost, timeCost, parallelism });
  }

  /** The cost of one verification, for requests about accounts that do not exist. */
  async burn(password: string): Promise<void> {
    this.dummy ??= argon2.hash(randomToken(), this.parameters);
    await argon2.verify(await this.dummy, password).catch(() => false);
  }
}
