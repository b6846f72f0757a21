import { createHash, randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import type { Tx } from '../../../platform/database/transactions';
import { sha256 } from '../crypto/tokens';
import { AuthError } from '../errors/auth-error';
import { FlowStatesRepository } from './flow-states.repository';

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
  constructor(private readonly repository: FlowStatesRepository) {}

  async create(manager: Tx, userId: string, pkce: PkceChallenge, authenticationMethod: string): Promise<string> {
    return this.repository.insertFlowState(manager, userId, pkce.challenge, pkce.method, authenticationMethod);
  }

  async issueAuthCode(manager: Tx, flowStateId: string): Promise<string | null> {
    const code = randomUUID();
    return (await this.repository.storeAuthCode(manager, flowStateId, sha256(code))) ? code : null;
  }

  /** Checks the verifier against the challenge and uses the code up. Returns who and how they authenticated. */
  async exchange(manager: Tx, authCode: string, codeVerifier: string): Promise<{ userId: string; authenticationMethod: string }> {
    const flow = await this.repository.lockByAuthCode(manager, sha256(authCode));
    if (!flow?.authCodeIssuedAt) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
    await this.repository.deleteFlowState(manager, flow.id);
    if (flow.authCodeIssuedAt.getTime() + AUTH_CODE_LIFETIME_SECONDS * 1000 < Date.now()) {
      throw new AuthError(422, 'flow_state_expired', 'invalid flow state, flow state has expired');
    }
    const derived = flow.codeChallengeMethod === 's256' ? createHash('sha256').update(codeVerifier).digest('base64url') : codeVerifier;
    if (derived !== flow.codeChallenge) throw new AuthError(403, 'bad_code_verifier', 'code challenge does not match previously saved code verifier');
    return { userId: flow.userId, authenticationMethod: flow.authenticationMethod };
  }
}
