import { Controller, Delete, Get, HttpCode, Param, ParseUUIDPipe, Post, Put, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
import type { Request } from 'express';
import { ApiErrors, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, PeopleDirectoryService, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';

@ApiTags('admin')
@Controller('admin/people')
@RequireStaff()
@ApiErrors(401, 403)
export class PeopleAdminController {
  constructor(private readonly people: PeopleDirectoryService) {}

  @Get()
  @ApiOperation({ summary: 'Accounts, newest or oldest first, found by part of their email; staff only or not (staff; audited)' })
  @ApiZodQuery(peopleQuerySchema)
  @ApiZodResponse(200, personPageSchema)
  @ApiErrors(400)
  list(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Query(new ZodValidationPipe(peopleQuerySchema)) query: PeopleQuery): Promise<PersonPage> {
    return this.people.list(staffActorOf(user, req), query);
  }

  @Get(':id')
  @ApiOperation({ summary: 'One account: roles, authenticator app, sessions (staff; audited)' })
  @ApiZodParam('id', personIdSchema)
  @ApiZodResponse(200, personDetailSchema)
  @ApiErrors(400, 404)
  detail(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<PersonDetail> {
    return this.people.detail(staffActorOf(user, req), id);
  }

  @Put(':id/staff')
  @ApiOperation({ summary: 'Give the account the staff role (idempotent; staff; audited)' })
  @ApiZodParam('id', personIdSchema)
  @ApiZodResponse(200, personDetailSchema)
  @ApiErrors(400, 404)
  grant(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<PersonDetail> {
    return this.people.grantStaff(staffActorOf(user, req), id);
  }

  @Delete(':id/staff')
  @ApiOperation({
    summary: "Remove the staff role and end that account's sessions; 409 own_staff_role for yourself, 409 last_staff_member for the last one (staff; audited)",
  })
  @ApiZodParam('id', personIdSchema)
  @ApiZodResponse(200, personDetailSchema)
  @ApiErrors(400, 404, 409)
  remove(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<PersonDetail> {
    return this.people.removeStaff(staffActorOf(user, req), id);
  }

  @Post(':id/sign-out')
  @HttpCode(200)
  @ApiOperation({ summary: 'End every session of the account and revoke its refresh tokens (staff; audited)' })
  @ApiZodParam('id', personIdSchema)
  @ApiZodResponse(200, signOutEverywhereResultSchema)
  @ApiErrors(400, 404)
  signOut(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<SignOutEverywhereResult> {
    return this.people.signOutEverywhere(staffActorOf(user, req), id);
  }
}
