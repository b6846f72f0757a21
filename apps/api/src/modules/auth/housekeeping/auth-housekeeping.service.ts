import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { JobScheduler } from '../../../platform/jobs';

const EVERY_SECONDS = 10 * 60;

/** Deletes what can no longer be used, every 10 minutes in one process at a time. */
const SWEEPS = [
  `DELETE FROM auth.sign_in_lockouts WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
  `DELETE FROM auth.one_time_tokens WHERE expires_at < now() - interval '1 day'`,
  `DELETE FROM auth.flow_states WHERE created_at < now() - interval '1 day'`,
  `DELETE FROM auth.mfa_challenges WHERE created_at < now() - interval '1 day'`,
  `DELETE FROM auth.mfa_factors WHERE status = 'unverified' AND created_at < now() - interval '1 day'`,
];

@Injectable()
export class AuthHousekeeping {
  private readonly log = new Logger('Auth');

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    jobs: JobScheduler,
  ) {
    jobs.register({ name: 'auth:housekeeping', everySeconds: EVERY_SECONDS, run: () => this.sweep() });
  }

  async sweep(): Promise<void> {
    for (const sql of SWEEPS) {
      await this.dataSource.query(sql).catch((error: Error) => this.log.warn({ msg: 'housekeeping sweep failed', err: error.message }));
    }
  }
}
