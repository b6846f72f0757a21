import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
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
import { ApiErrors, ApiZodParam, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ContentService } from './content.service';
import { PublicAccess } from '../../platform/openapi/api-access';

const slug = new ZodValidationPipe(contentSlugParamsSchema);
const CACHE = 'public, max-age=300';

/** Read-only: the same articles, cards, offices, jobs and courses the site shows. */
@ApiTags('content')
@PublicAccess()
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('articles')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Every article, without its body' })
  @ApiZodResponse(200, articleMetaListSchema)
  @ApiErrors(400)
  listArticles() {
    return this.content.listArticles();
  }

  @Get('articles/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One article with its HTML body' })
  @ApiZodParam('slug', contentSlugSchema, { example: 'w4-form-guide' })
  @ApiZodResponse(200, articleSchema)
  @ApiErrors(400, 404)
  article(@Param(slug) params: { slug: string }) {
    return this.content.article(params.slug);
  }

  @Get('knowledge-base')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The eight knowledge-base cards' })
  @ApiZodResponse(200, knowledgeBaseCardListSchema)
  @ApiErrors(400)
  knowledgeBase() {
    return this.content.knowledgeBase();
  }

  @Get('offices')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The offices, with address, phone, email and hours' })
  @ApiZodResponse(200, officeListSchema)
  @ApiErrors(400)
  listOffices() {
    return this.content.listOffices();
  }

  @Get('offices/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One office' })
  @ApiZodParam('slug', contentSlugSchema, { example: 'dearborn' })
  @ApiZodResponse(200, officeSchema)
  @ApiErrors(400, 404)
  office(@Param(slug) params: { slug: string }) {
    return this.content.office(params.slug);
  }

  @Get('jobs')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Open positions' })
  @ApiZodResponse(200, jobPostingListSchema)
  @ApiErrors(400)
  listJobs() {
    return this.content.listJobs();
  }

  @Get('jobs/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One open position' })
  @ApiZodParam('slug', contentSlugSchema, { description: 'The job id', example: 'experienced-tax-preparer' })
  @ApiZodResponse(200, jobPostingSchema)
  @ApiErrors(400, 404)
  job(@Param(slug) params: { slug: string }) {
    return this.content.job(params.slug);
  }

  @Get('courses')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Tax school courses with their sessions (fee in cents)' })
  @ApiZodResponse(200, courseListSchema)
  @ApiErrors(400)
  listCourses() {
    return this.content.listCourses();
  }

  @Get('courses/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One course' })
  @ApiZodParam('slug', contentSlugSchema, { description: 'The course id', example: 'tax-preparer-course' })
  @ApiZodResponse(200, courseSchema)
  @ApiErrors(400, 404)
  course(@Param(slug) params: { slug: string }) {
    return this.content.course(params.slug);
  }

  @Get('services')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The service pages (individual, business, advisory)' })
  @ApiZodResponse(200, servicePageListSchema)
  @ApiErrors(400)
  listServices() {
    return this.content.listServices();
  }

  @Get('services/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One service page' })
  @ApiZodParam('slug', contentSlugSchema, { example: 'advisory' })
  @ApiZodResponse(200, servicePageSchema)
  @ApiErrors(400, 404)
  service(@Param(slug) params: { slug: string }) {
    return this.content.service(params.slug);
  }

  @Get('legal/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Terms of service or privacy policy, as HTML' })
  @ApiZodParam('slug', legalPageSlugSchema)
  @ApiZodResponse(200, legalPageSchema)
  @ApiErrors(400, 404)
  legal(@Param(slug) params: { slug: string }) {
    return this.content.legal(params.slug);
  }
}
