import { Injectable } from '@nestjs/common';
import {
  michiganToday,
  taxCalendar,
  withTaxDates,
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
import { ContentRepository } from './content.repository';

/** Deadlines in content are tokens filled from the tax calendar for today, as the web pages do. */
const datedToday = <T>(content: T): T => withTaxDates(content, taxCalendar(michiganToday()));

/** The site's own content, as the API serves it: a missing item is a 404 that names it. */
@Injectable()
export class ContentService {
  constructor(private readonly repository: ContentRepository) {}

  listArticles(): ArticleMeta[] {
    return datedToday(this.repository.listArticles());
  }

  article(slug: string): Article {
    return datedToday(found(this.repository.findArticle(slug), `Article '${slug}'`));
  }

  knowledgeBase(): KnowledgeBaseCard[] {
    return datedToday(this.repository.listKnowledgeBaseCards());
  }

  listOffices(): Office[] {
    return this.repository.listOffices();
  }

  office(slug: string): Office {
    return found(this.repository.findOffice(slug), `Office '${slug}'`);
  }

  listJobs(): JobPosting[] {
    return this.repository.listJobs();
  }

  job(id: string): JobPosting {
    return found(this.repository.findJob(id), `Job '${id}'`);
  }

  listCourses(): Course[] {
    return this.repository.listCourses();
  }

  course(id: string): Course {
    return found(this.repository.findCourse(id), `Course '${id}'`);
  }

  listServices(): ServicePage[] {
    return datedToday(this.repository.listServicePages());
  }

  service(slug: string): ServicePage {
    return datedToday(found(this.repository.findServicePage(slug), `Service page '${slug}'`));
  }

  legal(slug: string): LegalPage {
    return found(this.repository.findLegalPage(slug), `Legal page '${slug}'`);
  }
}

function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw ApiError.notFound(what);
  return value;
}
