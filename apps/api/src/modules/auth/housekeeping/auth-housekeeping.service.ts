import { Injectable, Logger, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

const EVERY_MS = 10 * 60_000;

/** Deletes what can no longer be used. Safe in every process at once (plain DELETEs of dead rows). */
const SWEEPS = [
  `DELETE FROM auth.sign_in_lockouts WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
  `DELETE FROM auth.one_time_tokens WHERE expires_at < now() - interval '1 day'`,
  `DELETE FROM auth.flow_states WHERE created_at < now() - interval '1 day'`,
  `DELETE FROM auth.mfa_challenges WHERE created_at < now() - interval '1 day'`,
  `DELETE FROM auth.mfa_factors WHERE status = 'unverified' AND created_at < now() - interval '1 day'`,
];

@Injectable()
export class AuthHousekeeping implements OnModuleInit, OnModuleDestroy {
  private readonly log = new Logger('Auth');
  private timer?: NodeJS.Timeout;

  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  onModuleInit(): void {
    this.timer = setInterval(() => void this.sweep().catch((error: unknown) => this.log.error({ msg: 'auth housekeeping failed', err: String(error) })), EVERY_MS).unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.timer);
  }

  async sweep(): Promise<void> {
    for (const sql of SWEEPS) {
      await this.dataSource.query(sql).catch((error: Error) => this.log.warn({ msg: 'housekeeping sweep failed', err: error.message }));
    }
  }
}
