import { Injectable } from '@nestjs/common';
import { rowsOf } from '../../../platform/database/query-rows';
import type { Tx } from '../../../platform/database/transactions';
import { FlowStateEntity } from './flow-state.entity';

/** The only file that knows auth.flow_states. */
@Injectable()
export class FlowStatesRepository {
  async insertFlowState(tx: Tx, userId: string, challenge: string, method: string, authenticationMethod: string): Promise<string> {
    const [row] = (await tx.query(
      `INSERT INTO auth.flow_states (user_id, code_challenge, code_challenge_method, authentication_method) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, challenge, method, authenticationMethod],
    )) as { id: string }[];
    return row!.id;
  }

  /** False when the flow state is gone. */
  async storeAuthCode(tx: Tx, id: string, authCodeHash: string): Promise<boolean> {
    const updated = rowsOf(
      await tx.query(`UPDATE auth.flow_states SET auth_code_hash = $2, auth_code_issued_at = now() WHERE id = $1 RETURNING id`, [id, authCodeHash]),
    );
    return updated.length > 0;
  }

  lockByAuthCode(tx: Tx, authCodeHash: string): Promise<FlowStateEntity | null> {
    return tx.getRepository(FlowStateEntity).findOne({ where: { authCodeHash }, lock: { mode: 'pessimistic_write' } });
  }

  async deleteFlowState(tx: Tx, id: string): Promise<void> {
    await tx.query(`DELETE FROM auth.flow_states WHERE id = $1`, [id]);
  }
}
