import { applyDecorators, Controller, createParamDecorator, type ExecutionContext } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import type { StaffActor } from '../../../platform/admin';
import { RequireStaff } from './auth-decorators';
import { staffActorOf } from './staff-actor-of';
import type { StaffOptions } from './staff.guard';

/** A staff-only controller: its routes under /api/`path`, grouped under `tag` in the document, behind the staff guard (401/403). */
export const StaffController = (path: string, tag: string, options: StaffOptions = {}): ClassDecorator =>
  applyDecorators(RequireStaff(options), Controller(path), ApiTags(tag));

/** The signed-in staff member and the request id, for the audit trail (on routes behind `StaffController`). */
export const CurrentStaff = createParamDecorator((_data: unknown, ctx: ExecutionContext): StaffActor => {
  const req = ctx.switchToHttp().getRequest<Request>();
  if (!req.authenticatedUser) throw new Error('CurrentStaff used without RequireStaff');
  return staffActorOf(req.authenticatedUser, req);
});
