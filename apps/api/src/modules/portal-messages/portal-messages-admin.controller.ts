import { Body, Controller, Get, HttpCode, Param, ParseUUIDPipe, Post, Query, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  engagementIdSchema,
  messageCreateSchema,
  messageThreadSchema,
  portalMessageSchema,
  unreadInboxQuerySchema,
  unreadThreadPageSchema,
  type MessageCreate,
  type MessageThread,
  type PortalMessage,
  type UnreadInboxQuery,
  type UnreadThreadPage,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { Idempotent } from '../../platform/idempotency';
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodQuery } from '../../platform/openapi/api-zod-query';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { PortalMessagesService } from './portal-messages.service';

/** The firm's side of the threads: read (audited; marks the client's messages read), reply, and the unread inbox. */
@ApiTags('admin: messages')
@Controller('admin')
@RequireStaff()
@ApiErrors(401, 403)
export class PortalMessagesAdminController {
  constructor(private readonly messages: PortalMessagesService) {}

  @Get('engagements/:id/messages')
  @ApiOperation({ summary: "An engagement's thread, oldest first; marks the client's messages read by the firm (staff; audit-logged)" })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodResponse(200, messageThreadSchema)
  @ApiErrors(400, 404)
  thread(@CurrentUser() user: AuthenticatedUser, @Req() req: Request, @Param('id', new ParseUUIDPipe()) id: string): Promise<MessageThread> {
    return this.messages.staffThread(staffActorOf(user, req), id);
  }

  @Post('engagements/:id/messages')
  @HttpCode(201)
  @Idempotent()
  @ApiOperation({
    summary: 'Reply to the client (plain text; attachments from POST /api/uploads); the client is mailed a link, never the text (staff; audited)',
  })
  @ApiZodParam('id', engagementIdSchema)
  @ApiZodBody(messageCreateSchema)
  @ApiZodResponse(201, portalMessageSchema, 'Sent')
  @ApiErrors(400, 404, 409, 422)
  post(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Param('id', new ParseUUIDPipe()) id: string,
    @Body(new ZodValidationPipe(messageCreateSchema)) body: MessageCreate,
  ): Promise<PortalMessage> {
    return this.messages.staffPost(staffActorOf(user, req), id, body);
  }

  @Get('messages/unread')
  @ApiOperation({
    summary:
      "Engagements with client messages no one at the firm has read, longest waiting first; filter by assignee ('me', 'none' or a user id) (staff; audited)",
  })
  @ApiZodQuery(unreadInboxQuerySchema)
  @ApiZodResponse(200, unreadThreadPageSchema)
  @ApiErrors(400)
  unread(
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
    @Query(new ZodValidationPipe(unreadInboxQuerySchema)) query: UnreadInboxQuery,
  ): Promise<UnreadThreadPage> {
    return this.messages.unreadInbox(staffActorOf(user, req), query);
  }
}
