import type { UserJson } from '../users/user-json';

/** The reference's AccessTokenResponseSchema. */
export interface TokenResponse {
  access_token: string;
  token_type: 'bearer';
  expires_in: number;
  expires_at: number;
  refresh_token: string;
  user: UserJson;
  weak_password?: { reasons: string[]; message: string };
}
