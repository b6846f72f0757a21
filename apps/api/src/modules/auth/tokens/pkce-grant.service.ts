import { Injectable } from '@nestjs/common';
import type { TokenBody } from '../dto/auth-bodies';
import { AuthError } from '../errors/auth-error';
import { SessionsService } from '../sessions/sessions.service';
import type { TokenResponse } from '../sessions/token-response';
import { UsersService } from '../users/users.service';
import { FlowStatesService } from '../verification/flow-states.service';
import { Transactions } from '../../../platform/database/transactions';

/** grant_type=pkce: exchanges the code from a verified email link for a session, given the code verifier. */
@Injectable()
export class PkceGrantService {
  constructor(
    private readonly transactions: Transactions,
    private readonly flows: FlowStatesService,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
  ) {}

  grant(body: TokenBody): Promise<TokenResponse> {
    if (!body.auth_code || !body.code_verifier) throw AuthError.validation('invalid request: both auth code and code verifier should be non-empty');
    return this.transactions.run(async (manager) => {
      const { userId, authenticationMethod } = await this.flows.exchange(manager, body.auth_code!, body.code_verifier!);
      const user = await this.users.findById(userId, manager);
      if (!user) throw new AuthError(404, 'flow_state_not_found', 'invalid flow state, no valid flow state found');
      return this.sessions.signIn(manager, user, authenticationMethod);
    });
  }
}
