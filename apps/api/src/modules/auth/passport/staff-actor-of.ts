import type { Request } from 'express';
import type { StaffActor } from '../../../platform/admin';
import type { AuthenticatedUser } from './authenticated-user';

/** The staff member and the request id, for the audit trail. */
export const staffActorOf = (user: AuthenticatedUser, req: Request): StaffActor => ({ id: user.id, requestId: req.id ?? null });
