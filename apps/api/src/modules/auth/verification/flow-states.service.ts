import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import { rowsOf } from '../../../platform/database/query-rows';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';
import { FlowStateEntity } from './flow-state.entity';

const AUTH_CODE_LIFETIME_SECONDS = 300;

export interface PkceChallenge {
  challenge: string;
  method: 's256' | 'plain';
}

/** Reads code_challenge / code_challenge_method from a request: both or neither, in the reference's format. */
export function pkceChallenge(challenge?: string | null, method?: string | null): PkceChallenge | undefined {
  if (!challenge && !method) return undefined;
  if (!challenge || !method) throw AuthError.validation('PKCE flow requires code_challenge_method and code_challenge');
  const normalized = method.toLowerCase();
  if (normalized !== 's256' && normalized !== 'plain') throw AuthError.validation(`code challenge method not supported: ${method}`);
  if (challenge.length < 43 || challenge.length > 128) throw AuthError.validation('code challenge has to be between 43 and 128 characters');
  return { challenge, method: normalized };
}

/** PKCE (grant_type=pkce): links opened from email give an authorisation code, exchanged with the code verifier. */
@Injectable()
export class FlowStatesService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async create(manager: EntityManager, userId: string, pkce: PkceChallenge, authenticationMethod: string): Promise<string> {
    const [row] = (await manager.query(
      `INSERT INTO auth.flow_states (user_id, code_challenge, code_challenge_method, authentication_method) VALUES ($1, $2, $3, $4) RETURNING id`,
      [userId, pkce.challenge, pkce.method, authenticationMethod],
    )) as { id: string }[];
    return row!.id;
  }

  async issueAuthCode(manager: EntityManager, flowStateId: string): Promise<string | null> {
    const code = randomUUID();
    const updated = rowsOf(await manager.query(`UPDATE auth.flow_states SET auth_code_hash = $2, auth_code_issued_at = now() WHERE id = $1 RETURNING id`, [flowStateId, sha256(code)]));
    return updated.length ? code : null;
  }

  /** Checks the verifier against the challenge and uses the code up. Returns who and how they authenticated. */
  async exchange(manager: EntityManager, authCode: string, codeVerifier: string): Promise<{ userId: string; authenticationMethod: string }> {
    const flow = await manager.getRepository(FlowStateEntity).findOne({ where: { authCodeHash: sha256(authCode) }, lock: { mode: 'pessimistic_write' } });
    if (!flow?.authCodeIssuedAt) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    await manager.query(`DELETE FROM auth.flow_states WHERE id = $1`, [flow.id]);
    if (flow.authCodeIssuedAt.getTime() + AUTH_CODE_LIFETIME_SECONDS * 1000 < Date.now()) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const derived = flow.codeChallengeMethod === 's256' ? createHash('sha256').update(codeVerifier).digest('base64url') : codeVerifier;
    if (derived !== flow.codeChallenge) throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    return { userId: flow.userId, authenticationMethod: flow.authenticationMethod };
  }
}
