export * from './article.schema';
export * from './content-slug.schema';
export * from './course.schema';
export * from './job-posting.schema';
export * from './knowledge-base-card.schema';
export * from './legal-page.schema';
export * from './office.schema';
export * from './service-page.schema';
