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
import { ApiError } from '../../platform/http/api-error';

/** The site's own content, from the same source files the web build renders. */
@Injectable()
export class ContentService {
  listArticles(): ArticleMeta[] {
    return articleList;
  }

  article(slug: string): Article {
    return found(articles.find((a) => a.slug === slug), `Article '${slug}'`);
  }

  knowledgeBase(): KnowledgeBaseCard[] {
    return knowledgeBaseCards;
  }

  listOffices(): Office[] {
    return offices;
  }

  office(slug: string): Office {
    return found(offices.find((o) => o.slug === slug), `Office '${slug}'`);
  }

  listJobs(): JobPosting[] {
    return jobPostings;
  }

  job(id: string): JobPosting {
    return found(jobPostings.find((j) => j.id === id), `Job '${id}'`);
  }

  listCourses(): Course[] {
    return [taxSchoolCourse];
  }

  course(id: string): Course {
    return found(this.listCourses().find((c) => c.id === id), `Course '${id}'`);
  }

  listServices(): ServicePage[] {
    return servicePages;
  }

  service(slug: string): ServicePage {
    return found(servicePages.find((s) => s.slug === slug), `Service page '${slug}'`);
  }

  legal(slug: string): LegalPage {
    return found(Object.values(legalPages).find((p) => p.slug === slug), `Legal page '${slug}'`);
  }
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw ApiError.notFound(what);
  return value;
}
