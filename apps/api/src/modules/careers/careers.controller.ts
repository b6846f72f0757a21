import { Body, Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  CAREER_APPLICATION_ISSUE_MESSAGES,
  careerApplicationCreateSchema,
  careerApplicationReceiptSchema,
  publicJobPostingListSchema,
  type PublicJobPosting,
  type CareerApplicationCreate,
  type CareerApplicationReceipt,
} from '@huron/shared/contracts';
import { FormBodyPipe } from '../../platform/http/form-body.pipe';
import { ApiErrors, ApiZodResponse } from '../../platform/http/zod-validation';
import { PublicFormPost } from '../../platform/http/public-form-post';
import { CareersService } from './careers.service';
import { JobPostingsService } from './job-postings.service';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('careers')
@PublicAccess()
@Controller('careers')
export class CareersController {
  constructor(
    private readonly careers: CareersService,
    private readonly jobPostings: JobPostingsService,
  ) {}

  @Get('postings')
  @ApiOperation({ summary: 'The open job postings, newest first, each with its closing date (`validThrough`)' })
  @ApiZodResponse(200, publicJobPostingListSchema)
  @ApiErrors(400)
  postings(): Promise<PublicJobPosting[]> {
    return this.jobPostings.listOpen();
  }

  @PublicFormPost('applications', {
    bucket: 'form:career-application',
    summary:
      'Apply for an open job posting (410 when it has closed) with a résumé uploaded first (POST /api/uploads); the applicant and the hiring team are mailed',
    body: careerApplicationCreateSchema,
    receipt: careerApplicationReceiptSchema,
  })
  @ApiErrors(410)
  apply(
    @Body(new FormBodyPipe(careerApplicationCreateSchema, CAREER_APPLICATION_ISSUE_MESSAGES)) body: CareerApplicationCreate,
  ): Promise<CareerApplicationReceipt> {
    return this.careers.apply(body);
  }
}
