import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { CourseSessionsAdminService } from './course-sessions-admin.service';

const sessionId = new ZodValidationPipe(courseSessionIdSchema);

/** The Tax School's sessions in the back office: staff create, edit, open and close them (each change audited). */
@ApiTags('admin')
@Controller('admin/course-sessions')
@RequireStaff()
export class CourseSessionsAdminController {
  constructor(private readonly admin: CourseSessionsAdminService) {}

  @Get()
  @ApiOperation({ summary: 'Every Tax School session with its seats taken and paid registrations, the latest first (staff)' })
  @ApiZodResponse(200, adminCourseSessionListSchema)
  @ApiErrors(401, 403)
  list(): Promise<AdminCourseSessionList> {
    return this.admin.list();
  }

  @Post()
  @ApiOperation({ summary: 'Add a session (closed unless status is open; opening one emails the waitlist) (staff; audited)' })
  @ApiZodBody(courseSessionCreateSchema)
  @ApiZodResponse(201, adminCourseSessionSchema, 'Created')
  @ApiErrors(400, 401, 403, 409)
  create(
    @Body(new ZodValidationPipe(courseSessionCreateSchema)) body: CourseSessionCreate,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminCourseSession> {
    return this.admin.create(body, user.id);
  }

  @Patch(':id')
  @ApiOperation({
    summary:
      'Change, open or close a session, given the version you saw (409 when it changed since; closing with paid registrations is refused until each is refunded or moved) (staff; audited)',
  })
  @ApiZodParam('id', courseSessionIdSchema)
  @ApiZodBody(courseSessionPatchSchema)
  @ApiZodResponse(200, adminCourseSessionSchema)
  @ApiErrors(400, 401, 403, 404, 409)
  update(
    @Param('id', sessionId) id: string,
    @Body(new ZodValidationPipe(courseSessionPatchSchema)) body: CourseSessionPatch,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminCourseSession> {
    return this.admin.update(id, body, user.id);
  }
}
