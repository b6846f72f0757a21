import { Get, HttpCode, Inject, Param, Post } from '@nestjs/common';
import {
  personRefSchema,
  personTimelineParamsSchema,
  personTimelineQuerySchema,
  personTimelineSchema,
  recordIdSchema,
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
import type { StaffActor } from '../../platform/admin';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody, ZodQuery, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { ClientRecordsService } from './client-records.service';
import { RECORD_SOURCES } from './record-kinds';

const TAG = 'admin: notes and replies';

/**
 * `GET, POST /api/admin/<kind>/{id}/notes` and `POST /api/admin/<kind>/{id}/replies` of one record kind (one
 * controller class per kind, so each path is its own OpenAPI operation). Staff only; every route audited.
 */
function RecordNotesController(kind: RecordKind) {
  const noun = RECORD_SOURCES[kind].noun.toLowerCase();

  @StaffController(`admin/${kind}/:id`, TAG)
  class NotesController {
    constructor(@Inject(ClientRecordsService) readonly records: ClientRecordsService) {}

    @Get('notes')
    @ApiZodOperation({
      summary: `Notes and replies on a ${noun}, oldest first (staff; audited)`,
      param: recordIdSchema,
      ok: recordNoteListSchema,
      errors: [400, 404],
    })
    notes(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<RecordNoteList> {
      return this.records.notes(actor, kind, id);
    }

    @Post('notes')
    @HttpCode(201)
    @ApiZodOperation({
      summary: `Add a note to a ${noun} (append-only; never shown to the client) (staff; audited)`,
      param: recordIdSchema,
      body: recordNoteCreateSchema,
      ok: [201, recordNoteSchema, 'Created'],
      errors: [400, 404],
    })
    addNote(@CurrentStaff() actor: StaffActor, @UuidParam() id: string, @ZodBody(recordNoteCreateSchema) body: RecordNoteCreate): Promise<RecordNote> {
      return this.records.addNote(actor, kind, id, body);
    }

    @Post('replies')
    @HttpCode(201)
    @ApiZodOperation({
      summary: `Reply to the client of a ${noun}: mailed from the firm with Reply-To the office, or posted in their portal thread when they have an engagement (staff; rate-limited per staff member; audited)`,
      param: recordIdSchema,
      body: recordReplyCreateSchema,
      ok: [201, recordNoteSchema, 'Created'],
      errors: [400, 404, 429],
    })
    reply(@CurrentStaff() actor: StaffActor, @UuidParam() id: string, @ZodBody(recordReplyCreateSchema) body: RecordReplyCreate): Promise<RecordNote> {
      return this.records.reply(actor, kind, id, body);
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
@StaffController('admin/people', TAG)
export class PersonTimelineController {
  constructor(private readonly records: ClientRecordsService) {}

  @Get(':id/timeline')
  @ApiZodOperation({
    summary:
      'Everything one person did (intakes, appointments, payments, referrals, messages, applications, group registrations, engagements), newest first, keyset pages. `id` is a user id or `<kind>.<record id>` (staff; audited)',
    param: personRefSchema,
    query: personTimelineQuerySchema,
    ok: personTimelineSchema,
    errors: [400, 404],
  })
  timeline(
    @CurrentStaff() actor: StaffActor,
    @Param(new ZodValidationPipe(personTimelineParamsSchema)) { id }: { id: string },
    @ZodQuery(personTimelineQuerySchema) query: PersonTimelineQuery,
  ): Promise<PersonTimeline> {
    return this.records.timeline(actor, id.toLowerCase(), query);
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
