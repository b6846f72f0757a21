import { Body, Controller, Get, HttpCode, Inject, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  personRefSchema,
  personTimelineParamsSchema,
  recordIdSchema,
  personTimelineQuerySchema,
  personTimelineSchema,
  recordNoteCreateSchema,
  recordNoteListSchema,
  recordNoteSchema,
  recordReplyCreateSchema,
  type PersonTimeline,
  type PersonTimelineQuery,
  type RecordKind,
  type RecordNote,
  type RecordNoteCreate,
  type RecordNoteList,
  type RecordReplyCreate,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { ClientRecordsService } from './client-records.service';
import { RECORD_SOURCES } from './record-kinds';

const recordId = recordIdSchema;

/**
 * `GET, POST /api/admin/<kind>/{id}/notes` and `POST /api/admin/<kind>/{id}/replies` of one record kind (one
 * controller class per kind, so each path is its own OpenAPI operation). Staff only; every route audited.
 */
function RecordNotesController(kind: RecordKind) {
  const noun = RECORD_SOURCES[kind].noun.toLowerCase();

  @ApiTags('admin: notes and replies')
  @Controller(`admin/${kind}/:id`)
  @RequireStaff()
  @ApiErrors(401, 403)
  class NotesController {
    constructor(@Inject(ClientRecordsService) readonly records: ClientRecordsService) {}

    @Get('notes')
    @ApiOperation({ summary: `Notes and replies on a ${noun}, oldest first (staff; audited)` })
    @ApiZodParam('id', recordId)
    @ApiZodResponse(200, recordNoteListSchema)
    @ApiErrors(400, 404)
    notes(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<RecordNoteList> {
      return this.records.notes(staffActorOf(user, req), kind, id);
    }

    @Post('notes')
    @HttpCode(201)
    @ApiOperation({ summary: `Add a note to a ${noun} (append-only; never shown to the client) (staff; audited)` })
    @ApiZodParam('id', recordId)
    @ApiZodBody(recordNoteCreateSchema)
    @ApiZodResponse(201, recordNoteSchema, 'Created')
    @ApiErrors(400, 404)
    addNote(
      @CurrentUser() user: AuthenticatedUser,
      @Req() req: Request,
      @Param('id', new ParseUUIDPipe()) id: string,
      @Body(new ZodValidationPipe(recordNoteCreateSchema)) body: RecordNoteCreate,
    ): Promise<RecordNote> {
      return this.records.addNote(staffActorOf(user, req), kind, id, body);
    }

    @Post('replies')
    @HttpCode(201)
    @ApiOperation({
      summary: `Reply to the client of a ${noun}: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited)`,
    })
    @ApiZodParam('id', recordId)
    @ApiZodBody(recordReplyCreateSchema)
    @ApiZodResponse(201, recordNoteSchema, 'Created')
    @ApiErrors(400, 404, 429)
    reply(
      @CurrentUser() user: AuthenticatedUser,
      @Req() req: Request,
      @Param('id', new ParseUUIDPipe()) id: string,
      @Body(new ZodValidationPipe(recordReplyCreateSchema)) body: RecordReplyCreate,
    ): Promise<RecordNote> {
      return this.records.reply(staffActorOf(user, req), kind, id, body);
    }
  }
  return NotesController;
}

export class ContactMessageNotesController extends RecordNotesController('contact-messages') {}
export class TaxIntakeNotesController extends RecordNotesController('tax-intakes') {}
export class AppointmentNotesController extends RecordNotesController('appointments') {}
export class ApplicationNotesController extends RecordNotesController('applications') {}
export class GroupRegistrationNotesController extends RecordNotesController('group-registrations') {}
export class PaymentNotesController extends RecordNotesController('payments') {}
export class ReferralNotesController extends RecordNotesController('referrals') {}

/** One page per client: everything one person did. */
@ApiTags('admin: notes and replies')
@Controller('admin/people')
@RequireStaff()
@ApiErrors(401, 403)
export class PersonTimelineController {
  constructor(private readonly records: ClientRecordsService) {}

  @Get(':id/timeline')
  @ApiOperation({
    summary:
      'Everything one person did (intakes, appointments, payments, referrals, messages, applications, group registrations, engagements), newest first, keyset pages. `id` is a user id or `<kind>.<record id>` (staff; audited)',
  })
  @ApiZodParam('id', personRefSchema)
  @ApiZodQuery(personTimelineQuerySchema)
  @ApiZodResponse(200, personTimelineSchema)
  @ApiErrors(400, 404)
  timeline(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Param(new ZodValidationPipe(personTimelineParamsSchema)) { id }: { id: string },
    @Query(new ZodValidationPipe(personTimelineQuerySchema)) query: PersonTimelineQuery,
  ): Promise<PersonTimeline> {
    return this.records.timeline(staffActorOf(user, req), id.toLowerCase(), query);
  }
}

export const CLIENT_RECORDS_CONTROLLERS = [
  ContactMessageNotesController,
  TaxIntakeNotesController,
  AppointmentNotesController,
  ApplicationNotesController,
  GroupRegistrationNotesController,
  PaymentNotesController,
  ReferralNotesController,
  PersonTimelineController,
];
