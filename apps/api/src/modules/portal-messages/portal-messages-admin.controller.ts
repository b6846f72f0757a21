import { Get, HttpCode, Post } from '@nestjs/common';
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
import type { StaffActor } from '../../platform/admin';
import { Idempotent } from '../../platform/idempotency';
import { UuidParam } from '../../platform/http/uuid-param';
import { ZodBody, ZodQuery } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { PortalMessagesService } from './portal-messages.service';

/** The firm's side of the threads: read (audited; marks the client's messages read), reply, and the unread inbox. */
@StaffController('admin', 'admin: messages')
export class PortalMessagesAdminController {
  constructor(private readonly messages: PortalMessagesService) {}

  @Get('engagements/:id/messages')
  @ApiZodOperation({
    summary: "An engagement's thread, oldest first; marks the client's messages read by the firm (staff; audit-logged)",
    param: engagementIdSchema,
    ok: messageThreadSchema,
    errors: [400, 404],
  })
  thread(@CurrentStaff() actor: StaffActor, @UuidParam() id: string): Promise<MessageThread> {
    return this.messages.staffThread(actor, id);
  }

  @Post('engagements/:id/messages')
  @HttpCode(201)
  @Idempotent()
  @ApiZodOperation({
    summary: 'Reply to the client (plain text; attachments from POST /api/uploads); the client is mailed a link, never the text (staff; audited)',
    param: engagementIdSchema,
    body: messageCreateSchema,
    ok: [201, portalMessageSchema, 'Sent'],
    errors: [400, 404, 409, 422],
  })
  post(@CurrentStaff() actor: StaffActor, @UuidParam() id: string, @ZodBody(messageCreateSchema) body: MessageCreate): Promise<PortalMessage> {
    return this.messages.staffPost(actor, id, body);
  }

  @Get('messages/unread')
  @ApiZodOperation({
    summary:
      "Engagements with client messages no one at the firm has read, longest waiting first; filter by assignee ('me', 'none' or a user id) (staff; audited)",
    query: unreadInboxQuerySchema,
    ok: unreadThreadPageSchema,
    errors: [400],
  })
  unread(@CurrentStaff() actor: StaffActor, @ZodQuery(unreadInboxQuerySchema) query: UnreadInboxQuery): Promise<UnreadThreadPage> {
    return this.messages.unreadInbox(actor, query);
  }
}
