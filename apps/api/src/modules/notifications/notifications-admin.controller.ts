import { Body, Get, Put } from '@nestjs/common';
import {
  notificationPreferencesSchema,
  notificationPreferencesUpdateSchema,
  type NotificationPreferences,
  type NotificationPreferencesUpdate,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentStaff, StaffController, StaffOperation } from '../auth';
import { NotificationsService } from './notifications.service';

@StaffController('admin/me/notifications', 'admin: notifications')
export class NotificationsAdminController {
  constructor(private readonly notifications: NotificationsService) {}

  @Get()
  @StaffOperation({
    summary: 'Your choice per kind of event: only the office mailbox, a copy of each email, or one daily digest (staff)',
    ok: notificationPreferencesSchema,
  })
  get(@CurrentStaff() actor: StaffActor): Promise<NotificationPreferences> {
    return this.notifications.preferences(actor);
  }

  @Put()
  @StaffOperation({
    summary: 'Change your choice for some kinds; the others keep theirs (staff; audited)',
    body: notificationPreferencesUpdateSchema,
    ok: notificationPreferencesSchema,
    errors: [400],
  })
  put(
    @Body(new ZodValidationPipe(notificationPreferencesUpdateSchema)) body: NotificationPreferencesUpdate,
    @CurrentStaff() actor: StaffActor,
  ): Promise<NotificationPreferences> {
    return this.notifications.update(actor, body);
  }
}
