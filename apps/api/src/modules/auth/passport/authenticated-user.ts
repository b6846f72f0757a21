import type { Aal } from '../sessions/session.entity';

/** `req.user` on /api routes guarded by JwtAuthGuard: read from the database, not just the token. */
export interface AuthenticatedUser {
  id: string;
  email: string;
  /** From app_metadata.roles, e.g. ['staff']; only the server (the staff command) sets them. */
  roles: string[];
  aal: Aal;
  sessionId: string;
}
