import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  engagementIdSchema,
  messageCreateSchema,
  messagesReadSchema,
  messageThreadSchema,
  portalMessageSchema,
  type MessageCreate,
  type MessagesRead,
  type MessageThread,
  type PortalMessage,
} from '@huron/shared/contracts';
import { Idempotent } from '../../platform/idempotency';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { RateLimit } from '../../platform/rate-limit';
import { CurrentUser, RequireUser, type AuthenticatedUser } from '../auth';
import { PortalMessagesService } from './portal-messages.service';

/** Each message mails the office: a client address may send this many an hour (429 with Retry-After beyond). */
const MESSAGES_PER_HOUR = 120;

/** The client's side of an engagement's thread. Another client's engagement: 404, as a missing one. */
@ApiTags('portal: messages')
@Controller('portal/engagements/:id/messages')
@RequireUser()
@ApiErrors(401)
export class PortalMessagesController {
  constructor(private readonly messages: PortalMessagesService) {}

  @Get()
  @ApiOperation({ summary: 'The messages of one of your engagements, oldest first, with attachment links (reading does not mark them read)' })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodResponse(200, messageThreadSchema)
  @ApiErrors(400, 404)
  thread(@CurrentUser() user: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<MessageThread> {
    return this.messages.clientThread(user, id);
  }

  @Post()
  @HttpCode(201)
  @RateLimit('portal:message', { limit: MESSAGES_PER_HOUR })
  @Idempotent()
  @ApiOperation({ summary: 'Write to the firm about this engagement (plain text, 1 to 10,000 characters; attachments from POST /api/uploads)' })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodBody(messageCreateSchema)
  @ApiZodResponse(201, portalMessageSchema, 'Sent')
  @ApiErrors(400, 404, 409, 422)
  post(
    @CurrentUser() user: AuthenticatedUser,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(messageCreateSchema)) body: MessageCreate,
  ): Promise<PortalMessage> {
    return this.messages.clientPost(user, id, body);
  }

  @Post('read')
  @HttpCode(200)
  @ApiOperation({ summary: "Mark the firm's messages in this thread read (repeating it marks nothing more)" })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodResponse(200, messagesReadSchema)
  @ApiErrors(400, 404)
  read(@CurrentUser() user: AuthenticatedUser, @Param('id', new ParseUUIDPipe()) id: string): Promise<MessagesRead> {
    return this.messages.clientMarkRead(user, id);
  }
}
