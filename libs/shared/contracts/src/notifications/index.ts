export * from './notifications.schema';
export * from './calendar-feed.schema';
