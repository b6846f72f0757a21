import { Get, Put } from '@nestjs/common';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { ZodBody } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { NotificationsService } from './notifications.service';

@StaffController('admin/me/notifications', 'admin: notifications')
export class NotificationsAdminController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @ApiZodOperation({
    summary: 'Your choice per kind of event: only the office mailbox, a copy of each email, or one daily digest (staff)',
    ok: notificationPreferencesSchema,
  })
  get(@CurrentStaff() actor: StaffActor): Promise<NotificationPreferences> {
    return this.notifications.preferences(actor);
  }

  @Put()
  @ApiZodOperation({
    summary: 'Change your choice for some kinds; the others keep theirs (staff; audited)',
    body: notificationPreferencesUpdateSchema,
    ok: notificationPreferencesSchema,
    errors: [400],
  })
  put(@ZodBody(notificationPreferencesUpdateSchema) body: NotificationPreferencesUpdate, @CurrentStaff() actor: StaffActor): Promise<NotificationPreferences> {
    return this.notifications.update(actor, body);
  }
}
