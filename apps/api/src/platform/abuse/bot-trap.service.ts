import { Inject, Injectable } from '@nestjs/common';
import type { FormTrap } from '@huron/shared/contracts';
import type { AppConfig } from '../config/app-config';
import { APP_CONFIG } from '../config/config.module';
import { newReference } from '../references/reference';
import { isLikelyBot } from './form-trap';

/** isLikelyBot with FORM_MIN_FILL_MS from config, for controllers and services. */
@Injectable()
export class BotTrap {
  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {}

  isLikelyBot(trap: FormTrap, now = Date.now()): boolean {
    return isLikelyBot(trap, now, this.config.forms.minFillMs);
  }

  /** A plausible reference for the fake success answered to a bot (nothing is stored under it). */
  fakeReference(prefix: string): string {
    return newReference(prefix);
  }
}
