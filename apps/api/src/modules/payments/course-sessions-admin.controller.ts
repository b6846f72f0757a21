import { Get, Param, Patch, Post } from '@nestjs/common';
import {
  adminCourseSessionListSchema,
  adminCourseSessionSchema,
  courseSessionCreateSchema,
  courseSessionIdSchema,
  courseSessionPatchSchema,
  type AdminCourseSession,
  type AdminCourseSessionList,
  type CourseSessionCreate,
  type CourseSessionPatch,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { ZodBody, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { CourseSessionsAdminService } from './course-sessions-admin.service';

const sessionId = new ZodValidationPipe(courseSessionIdSchema);

/** The Tax School's sessions in the back office: staff create, edit, open and close them (each change audited). */
@StaffController('admin/course-sessions', 'admin')
export class CourseSessionsAdminController {
  constructor(private readonly admin: CourseSessionsAdminService) {}

  @Get()
  @ApiZodOperation({
    summary: 'Every Tax School session with its seats taken and paid registrations, the latest first (staff)',
    ok: adminCourseSessionListSchema,
  })
  list(): Promise<AdminCourseSessionList> {
    return this.admin.list();
  }

  @Post()
  @ApiZodOperation({
    summary: 'Add a session (closed unless status is open; opening one emails the waitlist) (staff; audited)',
    body: courseSessionCreateSchema,
    ok: [201, adminCourseSessionSchema, 'Created'],
    errors: [400, 409],
  })
  create(@ZodBody(courseSessionCreateSchema) body: CourseSessionCreate, @CurrentStaff() actor: StaffActor): Promise<AdminCourseSession> {
    return this.admin.create(body, actor.id);
  }

  @Patch(':id')
  @ApiZodOperation({
    summary:
      'Change, open or close a session, given the version you saw (409 when it changed since; closing with paid registrations is refused until each is refunded or moved) (staff; audited)',
    param: courseSessionIdSchema,
    body: courseSessionPatchSchema,
    ok: adminCourseSessionSchema,
    errors: [400, 404, 409],
  })
  update(
    @Param('id', sessionId) id: string,
    @ZodBody(courseSessionPatchSchema) body: CourseSessionPatch,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminCourseSession> {
    return this.admin.update(id, body, actor.id);
  }
}
