import { Get, Param, Patch, Post } from '@nestjs/common';
import {
  adminJobPostingListSchema,
  adminJobPostingSchema,
  jobPostingCreateSchema,
  jobPostingIdSchema,
  jobPostingPatchSchema,
  type AdminJobPosting,
  type JobPostingCreate,
  type JobPostingPatch,
} from '@huron/shared/contracts';
import type { StaffActor } from '../../platform/admin';
import { ZodBody, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ApiZodOperation } from '../../platform/openapi/api-zod-operation';
import { CurrentStaff, StaffController } from '../auth';
import { JobPostingsService } from './job-postings.service';

@StaffController('admin/job-postings', 'admin: careers')
export class JobPostingsAdminController {
  constructor(private readonly postings: JobPostingsService) {}

  @Get()
  @ApiZodOperation({ summary: 'Every job posting, open first, newest first (staff)', ok: adminJobPostingListSchema })
  list(): Promise<AdminJobPosting[]> {
    return this.postings.listAll();
  }

  @Post()
  @ApiZodOperation({
    summary: 'Publish a job posting (open unless `status` is closed) with its closing date (staff; audited)',
    body: jobPostingCreateSchema,
    ok: [201, adminJobPostingSchema, 'Created'],
    errors: [400],
  })
  create(@ZodBody(jobPostingCreateSchema) body: JobPostingCreate, @CurrentStaff() actor: StaffActor): Promise<AdminJobPosting> {
    return this.postings.create(body, actor.id);
  }

  @Patch(':id')
  @ApiZodOperation({
    summary: 'Edit, open or close a job posting at the version you saw (409 when someone changed it since) (staff; audited)',
    param: jobPostingIdSchema,
    body: jobPostingPatchSchema,
    ok: adminJobPostingSchema,
    errors: [400, 404, 409, 422],
  })
  patch(
    @Param('id', new ZodValidationPipe(jobPostingIdSchema)) id: string,
    @ZodBody(jobPostingPatchSchema) body: JobPostingPatch,
    @CurrentStaff() actor: StaffActor,
  ): Promise<AdminJobPosting> {
    return this.postings.patch(id, body, actor.id);
  }
}
