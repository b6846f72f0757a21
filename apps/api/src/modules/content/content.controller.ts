import { Controller, Param } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import {
  articleMetaListSchema,
  articleSchema,
  contentSlugParamsSchema,
  contentSlugSchema,
  courseListSchema,
  courseSchema,
  jobPostingListSchema,
  jobPostingSchema,
  knowledgeBaseCardListSchema,
  legalPageSchema,
  legalPageSlugSchema,
  officeListSchema,
  officeSchema,
  servicePageListSchema,
  servicePageSchema,
} from '@huron/shared/contracts';
import { ZodValidationPipe } from '../../platform/http/zod-validation';
import { ContentGet } from './content-get.decorator';
import { ContentService } from './content.service';
import { PublicAccess } from '../../platform/openapi/api-access';

const slug = new ZodValidationPipe(contentSlugParamsSchema);

/** Read-only: the same articles, cards, offices, jobs and courses the site shows. */
@ApiTags('content')
@PublicAccess()
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @ContentGet('articles', 'Every article, without its body', articleMetaListSchema)
  listArticles() {
    return this.content.listArticles();
  }

  @ContentGet('articles/:slug', 'One article with its HTML body', articleSchema, [contentSlugSchema, { example: 'w4-form-guide' }])
  article(@Param(slug) params: { slug: string }) {
    return this.content.article(params.slug);
  }

  @ContentGet('knowledge-base', 'The eight knowledge-base cards', knowledgeBaseCardListSchema)
  knowledgeBase() {
    return this.content.knowledgeBase();
  }

  @ContentGet('offices', 'The offices, with address, phone, email and hours', officeListSchema)
  listOffices() {
    return this.content.listOffices();
  }

  @ContentGet('offices/:slug', 'One office', officeSchema, [contentSlugSchema, { example: 'dearborn' }])
  office(@Param(slug) params: { slug: string }) {
    return this.content.office(params.slug);
  }

  @ContentGet('jobs', 'Open positions', jobPostingListSchema)
  listJobs() {
    return this.content.listJobs();
  }

  @ContentGet('jobs/:slug', 'One open position', jobPostingSchema, [contentSlugSchema, { description: 'The job id', example: 'experienced-tax-preparer' }])
  job(@Param(slug) params: { slug: string }) {
    return this.content.job(params.slug);
  }

  @ContentGet('courses', 'Tax school courses with their sessions (fee in cents)', courseListSchema)
  listCourses() {
    return this.content.listCourses();
  }

  @ContentGet('courses/:slug', 'One course', courseSchema, [contentSlugSchema, { description: 'The course id', example: 'tax-preparer-course' }])
  course(@Param(slug) params: { slug: string }) {
    return this.content.course(params.slug);
  }

  @ContentGet('services', 'The service pages (individual, business, advisory)', servicePageListSchema)
  listServices() {
    return this.content.listServices();
  }

  @ContentGet('services/:slug', 'One service page', servicePageSchema, [contentSlugSchema, { example: 'advisory' }])
  service(@Param(slug) params: { slug: string }) {
    return this.content.service(params.slug);
  }

  @ContentGet('legal/:slug', 'Terms of service or privacy policy, as HTML', legalPageSchema, [legalPageSlugSchema])
  legal(@Param(slug) params: { slug: string }) {
    return this.content.legal(params.slug);
  }
}
