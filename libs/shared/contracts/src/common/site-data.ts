import type { PublicJobPosting } from '../job-postings/job-posting.schema';
import type { TaxSchoolSessionList } from '../payments/tax-school-registration.schema';

/** A row of an office's hours table: consecutive days with the same times ('Mon-Fri 10am-7pm'). */
export interface OpeningHoursRow {
  days: string[];
  opens: string;
  closes: string;
  label: string;
}

/** A day or period an office takes no appointments: a holiday (a whole day) or a closure staff entered. */
export type UpcomingClosure = { kind: 'holiday'; date: string; name: string } | { kind: 'closure'; startsAt: string; endsAt: string; reason: string };

/**
 * The "site data": rows staff edit in the back office that the prerendered pages show. The API loads each key from
 * its module's source (SiteDataRegistry), re-renders the served HTML when a value changes (within a minute, no
 * rebuild) and embeds, in each page, the keys that page read (`<script type="application/json" id="site-data">`), so
 * the browser hydrates with the same values (useSiteData in @huron/web/ui). A new key: add it here, register a source
 * in its API module, read it with useSiteData (see /work/coord/live-site.md or docs/development.md).
 */
export interface SiteData {
  /** The Tax School's sessions as /tax-school lists them (GET /api/tax-school/sessions). */
  courseSessions: TaxSchoolSessionList;
  /** Each office's weekly hours as set in /admin (footer, office pages, LocalBusiness openingHoursSpecification). */
  officeHours: Record<string, OpeningHoursRow[]>;
  /** Each office's holidays and closures of the next 60 days, in date order (office pages). */
  officeClosures: Record<string, UpcomingClosure[]>;
  /** The open job postings as /careers lists them (GET /api/careers/postings). */
  jobPostings: PublicJobPosting[];
}

export type SiteDataKey = keyof SiteData;
