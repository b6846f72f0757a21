export * from './types';
export * from './site';
export * from './hours';
export * from './offices';
export * from './routes';
export * from './home';
export * from './services';
export * from './knowledge-base';
export * from './jobs';
export * from './courses';
export * from './articles';
// Rendered from the Markdown sources by `npm run content` (scripts/render-content.ts).
export * from './generated/article-list.generated';
export * from './generated/article-loaders.generated';
export * from './generated/all-articles.generated';
export * from './generated/legal.generated';
export * from './tax-calendar';
