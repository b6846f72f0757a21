// The calendar feeds module's public face.
export { CalendarFeedsModule } from './calendar-feeds.module';
