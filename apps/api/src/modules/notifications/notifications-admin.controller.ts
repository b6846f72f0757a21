import { Body, Controller, Get, Put, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@huron/shared/contracts';
import type { Request } from 'express';
import { ApiErrors, ApiZodBody, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, staffActorOf, type AuthenticatedUser } from '../auth';
import { NotificationsService } from './notifications.service';

@ApiTags('admin: notifications')
@Controller('admin/me/notifications')
@RequireStaff()
@ApiErrors(401, 403)
export class NotificationsAdminController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiOperation({ summary: 'Your choice per kind of event: only the office mailbox, a copy of each email, or one daily digest (staff)' })
  @ApiZodResponse(200, notificationPreferencesSchema)
  get(@CurrentUser() user: AuthenticatedUser, @Req() req: Request): Promise<NotificationPreferences> {
    return this.notifications.preferences(staffActorOf(user, req));
  }

  @Put()
  @ApiOperation({ summary: 'Change your choice for some kinds; the others keep theirs (staff; audited)' })
  @ApiZodBody(notificationPreferencesUpdateSchema)
  @ApiZodResponse(200, notificationPreferencesSchema)
  @ApiErrors(400)
  put(
    @Body(new ZodValidationPipe(notificationPreferencesUpdateSchema)) body: NotificationPreferencesUpdate,
    @CurrentUser() user: AuthenticatedUser,
    @Req() req: Request,
  ): Promise<NotificationPreferences> {
    return this.notifications.update(staffActorOf(user, req), body);
  }
}
