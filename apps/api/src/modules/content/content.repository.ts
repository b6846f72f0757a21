import { Injectable } from '@nestjs/common';
import {
  articleList,
  articles,
  jobPostings,
  knowledgeBaseCards,
  legalPages,
  offices,
  servicePages,
  taxSchoolCourse,
  type Article,
  type ArticleMeta,
  type Course,
  type JobPosting,
  type KnowledgeBaseCard,
  type LegalPage,
  type Office,
  type ServicePage,
} from '@huron/shared/content';

/**
 * The only file that knows where content is stored: today the source files the web build renders, bundled with
 * the API. Lookups answer undefined when there is no such item; the service decides what that means.
 */
@Injectable()
export class ContentRepository {
  listArticles(): ArticleMeta[] {
    return articleList;
  }

  findArticle(slug: string): Article | undefined {
    return articles.find((a) => a.slug === slug);
  }

  listKnowledgeBaseCards(): KnowledgeBaseCard[] {
    return knowledgeBaseCards;
  }

  listOffices(): Office[] {
    return offices;
  }

  findOffice(slug: string): Office | undefined {
    return offices.find((o) => o.slug === slug);
  }

  listJobs(): JobPosting[] {
    return jobPostings;
  }

  findJob(id: string): JobPosting | undefined {
    return jobPostings.find((j) => j.id === id);
  }

  listCourses(): Course[] {
    return [taxSchoolCourse];
  }

  findCourse(id: string): Course | undefined {
    return this.listCourses().find((c) => c.id === id);
  }

  listServicePages(): ServicePage[] {
    return servicePages;
  }

  findServicePage(slug: string): ServicePage | undefined {
    return servicePages.find((s) => s.slug === slug);
  }

  findLegalPage(slug: string): LegalPage | undefined {
    return Object.values(legalPages).find((p) => p.slug === slug);
  }
}
