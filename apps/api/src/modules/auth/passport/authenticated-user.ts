import type { Aal } from '../sessions/session.entity';

/** The caller of an /api route guarded by JwtAuthGuard: read from the database, not just the token. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  /** From app_metadata.roles, e.g. ['staff']; only the server (the staff command) sets them. */
  roles: string[];
  aal: Aal;
  sessionId: string;
  /** How this session authenticated (the token's amr methods, newest first: password, otp, totp, ...). */
  amr?: string[];
}

declare module 'express-serve-static-core' {
  interface Request {
    authenticatedUser?: AuthenticatedUser;
  }
}
