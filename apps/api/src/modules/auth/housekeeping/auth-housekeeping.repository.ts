import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';

/** Dead auth rows, one statement per kind (plain DELETEs of dead rows). */
const SWEEPS = [
  `DELETE FROM auth.sign_in_lockouts WHERE updated_at < now() - interval '1 day' AND (locked_until IS NULL OR locked_until < now())`,
  `DELETE FROM auth.one_time_tokens WHERE expires_at < now() - interval '1 day'`,
  `DELETE FROM auth.flow_states WHERE created_at < now() - interval '1 day'`,
  `DELETE FROM auth.mfa_challenges WHERE created_at < now() - interval '1 day'`,
  `DELETE FROM auth.mfa_factors WHERE status = 'unverified' AND created_at < now() - interval '1 day'`,
];

@Injectable()
export class AuthHousekeepingRepository {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** One deletion per kind of dead row, each on its own so one failing does not keep the others from running. */
  get deadRowSweeps(): (() => Promise<void>)[] {
    return SWEEPS.map((sql) => async () => {
      await this.dataSource.query(sql);
    });
  }
}
