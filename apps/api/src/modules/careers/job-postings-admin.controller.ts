import { Body, Controller, Get, Param, Patch, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ApiErrors, ApiZodBody, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { CurrentUser, RequireStaff, type AuthenticatedUser } from '../auth';
import { JobPostingsService } from './job-postings.service';

@ApiTags('admin: careers')
@Controller('admin/job-postings')
@RequireStaff()
@ApiErrors(401, 403)
export class JobPostingsAdminController {
  constructor(private readonly postings: JobPostingsService) {}

  @Get()
  @ApiOperation({ summary: 'Every job posting, open first, newest first (staff)' })
  @ApiZodResponse(200, adminJobPostingListSchema)
  list(): Promise<AdminJobPosting[]> {
    return this.postings.listAll();
  }

  @Post()
  @ApiOperation({ summary: 'Publish a job posting (open unless `status` is closed) with its closing date (staff; audited)' })
  @ApiZodBody(jobPostingCreateSchema)
  @ApiZodResponse(201, adminJobPostingSchema, 'Created')
  @ApiErrors(400)
  create(@Body(new ZodValidationPipe(jobPostingCreateSchema)) body: JobPostingCreate, @CurrentUser() user: AuthenticatedUser): Promise<AdminJobPosting> {
    return this.postings.create(body, user.id);
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Edit, open or close a job posting at the version you saw (409 when someone changed it since) (staff; audited)' })
  @ApiZodParam('id', jobPostingIdSchema)
  @ApiZodBody(jobPostingPatchSchema)
  @ApiZodResponse(200, adminJobPostingSchema)
  @ApiErrors(400, 404, 409, 422)
  patch(
    @Param('id', new ZodValidationPipe(jobPostingIdSchema)) id: string,
    @Body(new ZodValidationPipe(jobPostingPatchSchema)) body: JobPostingPatch,
    @CurrentUser() user: AuthenticatedUser,
  ): Promise<AdminJobPosting> {
    return this.postings.patch(id, body, user.id);
  }
}
