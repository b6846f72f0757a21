import { Body, Controller } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  CAREER_APPLICATION_ISSUE_MESSAGES,
  careerApplicationCreateSchema,
  careerApplicationReceiptSchema,
  type CareerApplicationCreate,
  type CareerApplicationReceipt,
} from '@huron/shared/contracts';
import { FormBodyPipe } from '../../platform/http/form-body.pipe';
import { PublicFormPost } from '../../platform/http/public-form-post';
import { CareersService } from './careers.service';
import { PublicAccess } from '../../platform/openapi/api-access';

@ApiTags('careers')
@PublicAccess()
@Controller('careers')
export class CareersController {
  constructor(private readonly careers: CareersService) {}

  @PublicFormPost('applications', {
    bucket: 'form:career-application',
    summary: 'Apply for an open job with a résumé uploaded first (POST /api/uploads); the applicant and the hiring team are mailed',
    body: careerApplicationCreateSchema,
    receipt: careerApplicationReceiptSchema,
  })
  apply(
    @Body(new FormBodyPipe(careerApplicationCreateSchema, CAREER_APPLICATION_ISSUE_MESSAGES)) body: CareerApplicationCreate,
  ): Promise<CareerApplicationReceipt> {
    return this.careers.apply(body);
  }
}
