import { Delete, Get, HttpCode, Post, Put } from '@nestjs/common';
import {
  peopleQuerySchema,
  personDetailSchema,
  personIdSchema,
  personPageSchema,
  signOutEverywhereResultSchema,
  type PeopleQuery,
  type PersonDetail,
  type PersonPage,
  type SignOutEverywhereResult,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, PeopleDirectoryService, StaffController } from '../auth';

@StaffController('admin/people', 'admin')
export class PeopleAdminController {
  constructor(private readonly people: PeopleDirectoryService) {}

  @Get()
  @ApiZodOperation({
    summary: 'Accounts, newest or oldest first, found by part of their email; staff only or not (staff; audited)',
    query: peopleQuerySchema,
    ok: personPageSchema,
    errors: [400],
  })
  list(@CurrentStaff() actor: StaffActor, @ZodQuery(peopleQuerySchema) query: PeopleQuery): Promise<PersonPage> {
    return this.people.list(actor, query);
  }

  @Get(':id')
  @ApiZodOperation({
    summary: 'One account: roles, authenticator app, sessions (staff; audited)',
    param: personIdSchema,
    ok: personDetailSchema,
    errors: [400, 404],
  })
  detail(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<PersonDetail> {
    return this.people.detail(actor, id);
  }

  @Put(':id/staff')
  @ApiZodOperation({
    summary: 'Give the account the staff role (idempotent; staff; audited)',
    param: personIdSchema,
    ok: personDetailSchema,
    errors: [400, 404],
  })
  grant(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<PersonDetail> {
    return this.people.grantStaff(actor, id);
  }

  @Delete(':id/staff')
  @ApiZodOperation({
    summary: "Remove the staff role and end that account's sessions; 409 own_staff_role for yourself, 409 last_staff_member for the last one (staff; audited)",
    param: personIdSchema,
    ok: personDetailSchema,
    errors: [400, 404, 409],
  })
  remove(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<PersonDetail> {
    return this.people.removeStaff(actor, id);
  }

  @Post(':id/sign-out')
  @HttpCode(200)
  @ApiZodOperation({
    summary: 'End every session of the account and revoke its refresh tokens (staff; audited)',
    param: personIdSchema,
    ok: signOutEverywhereResultSchema,
    errors: [400, 404],
  })
  signOut(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<SignOutEverywhereResult> {
    return this.people.signOutEverywhere(actor, id);
  }
}
