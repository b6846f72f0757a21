import { Controller, Get, Header, Param } from '@nestjs/common';
import { ApiOperation, ApiParam, ApiTags } from '@nestjs/swagger';
import { z } from 'zod';
import { ApiErrors, ApiZodResponse, ZodValidationPipe } from '../../platform/http/zod-validation';
import { ContentService } from './content.service';
import {
  articleMetaSchema,
  articleSchema,
  courseSchema,
  jobPostingSchema,
  knowledgeBaseCardSchema,
  legalPageSchema,
  officeSchema,
  servicePageSchema,
  slugParam,
} from './dto/content.schemas';

const slug = new ZodValidationPipe(z.object({ slug: slugParam }));
const CACHE = 'public, max-age=300';

/** Read-only: the same articles, cards, offices, jobs and courses the site shows. */
@ApiTags('content')
@Controller('content')
export class ContentController {
  constructor(private readonly content: ContentService) {}

  @Get('articles')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Every article, without its body' })
  @ApiZodResponse(200, z.array(articleMetaSchema))
  listArticles() {
    return this.content.listArticles();
  }

  @Get('articles/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One article with its HTML body' })
  @ApiParam({ name: 'slug', example: 'w4-form-guide' })
  @ApiZodResponse(200, articleSchema)
  @ApiErrors(400, 404)
  article(@Param(slug) params: { slug: string }) {
    return this.content.article(params.slug);
  }

  @Get('knowledge-base')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The eight knowledge-base cards' })
  @ApiZodResponse(200, z.array(knowledgeBaseCardSchema))
  knowledgeBase() {
    return this.content.knowledgeBase();
  }

  @Get('offices')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The offices, with address, phone, email and hours' })
  @ApiZodResponse(200, z.array(officeSchema))
  listOffices() {
    return this.content.listOffices();
  }

  @Get('offices/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One office' })
  @ApiParam({ name: 'slug', example: 'dearborn' })
  @ApiZodResponse(200, officeSchema)
  @ApiErrors(400, 404)
  office(@Param(slug) params: { slug: string }) {
    return this.content.office(params.slug);
  }

  @Get('jobs')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Open positions' })
  @ApiZodResponse(200, z.array(jobPostingSchema))
  listJobs() {
    return this.content.listJobs();
  }

  @Get('jobs/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One open position' })
  @ApiParam({ name: 'slug', description: 'The job id', example: 'experienced-tax-preparer' })
  @ApiZodResponse(200, jobPostingSchema)
  @ApiErrors(400, 404)
  job(@Param(slug) params: { slug: string }) {
    return this.content.job(params.slug);
  }

  @Get('courses')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Tax school courses with their sessions (fee in cents)' })
  @ApiZodResponse(200, z.array(courseSchema))
  listCourses() {
    return this.content.listCourses();
  }

  @Get('courses/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One course' })
  @ApiParam({ name: 'slug', description: 'The course id', example: 'tax-preparer-course' })
  @ApiZodResponse(200, courseSchema)
  @ApiErrors(400, 404)
  course(@Param(slug) params: { slug: string }) {
    return this.content.course(params.slug);
  }

  @Get('services')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'The service pages (individual, business, advisory)' })
  @ApiZodResponse(200, z.array(servicePageSchema))
  listServices() {
    return this.content.listServices();
  }

  @Get('services/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'One service page' })
  @ApiParam({ name: 'slug', example: 'advisory' })
  @ApiZodResponse(200, servicePageSchema)
  @ApiErrors(400, 404)
  service(@Param(slug) params: { slug: string }) {
    return this.content.service(params.slug);
  }

  @Get('legal/:slug')
  @Header('Cache-Control', CACHE)
  @ApiOperation({ summary: 'Terms of service or privacy policy, as HTML' })
  @ApiParam({ name: 'slug', enum: ['terms', 'privacy'] })
  @ApiZodResponse(200, legalPageSchema)
  @ApiErrors(400, 404)
  legal(@Param(slug) params: { slug: string }) {
    return this.content.legal(params.slug);
  }
}
