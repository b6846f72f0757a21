/** Shapes of the firm's content. Every page and the content API read these, so they never disagree. */

export interface Address {
  street: string;
  city: string;
  region: 'MI';
  postalCode: string;
}

export interface OpeningHours {
  /** schema.org day names, e.g. ['Monday', 'Tuesday'] */
  days: string[];
  /** 24-hour "HH:MM" */
  opens: string;
  closes: string;
  /** How people read it, e.g. 'Mon-Fri 10am-7pm' */
  label: string;
}

export interface Office {
  slug: 'dearborn' | 'ypsilanti' | 'ann-arbor';
  name: string;
  subtitle: string;
  /** Absent for Ann Arbor: served by appointment and remotely. */
  address?: Address;
  phone: string;
  email: string;
  hours: OpeningHours[];
  path: string;
  /** false for Ann Arbor: on the contact page its title is not a link. */
  linked: boolean;
  summary: string;
}

export interface ArticleMeta {
  slug: string;
  title: string;
  /** Meta description: one sentence, at most 160 characters. */
  description: string;
  /** Text on the /resources card: one or two sentences. */
  summary: string;
  category: string;
  /** ISO date */
  published: string;
  /** ISO date */
  updated: string;
}

export interface Article extends ArticleMeta {
  /** Rendered at build time from the Markdown source. */
  html: string;
  /** Plain-text word count, for reading time. */
  words: number;
}

export interface KnowledgeBaseCard {
  id: string;
  title: string;
  /** Short intro shown under the title. */
  intro: string;
  /** 4-6 concise, accurate points. */
  points: string[];
  /** Optional related article slug. */
  relatedArticle?: string;
}

export interface JobPosting {
  id: string;
  title: string;
  location: string;
  /** As people read it, e.g. '$17-19 per hour' */
  pay: string;
  payMinCents: number;
  payMaxCents: number;
  payUnit: 'HOUR' | 'WEEK' | 'MONTH' | 'YEAR';
  /** As people read it, e.g. 'Part-time or Full-time' */
  type: string;
  employmentTypes: Array<'FULL_TIME' | 'PART_TIME' | 'TEMPORARY' | 'SEASONAL' | 'INTERN' | 'CONTRACTOR'>;
  summary: string;
  duties: string[];
  requirements: string[];
  preferred: string[];
  benefits: string[];
  /** ISO date the posting went up */
  datePosted: string;
  /** ISO date: the last day applications are taken (the closing date) */
  validThrough: string;
}

export interface CourseSession {
  /** '2501' | '2502' | '2503' | '2504' */
  code: string;
  format: string;
  schedule: string;
  /** ISO dates */
  startDate: string;
  endDate: string;
  mode: 'online' | 'blended';
  /** When the classes meet, Michigan time, e.g. 'Saturdays 10am-2pm'; null for self study at one's own pace. */
  times: string | null;
}

export interface Course {
  id: string;
  name: string;
  description: string;
  feeCents: number;
  highlights: string[];
  curriculum: string[];
  sessions: CourseSession[];
}

export interface ServiceItem {
  title: string;
  description: string;
}

export interface ServicePage {
  slug: 'individual-tax-services' | 'business-tax-services' | 'advisory';
  title: string;
  /** Meta description, at most 160 characters. */
  description: string;
  intro: string;
  items: ServiceItem[];
  /** Optional extra sections: heading + paragraphs or bullet points. */
  sections: Array<{ heading: string; paragraphs?: string[]; points?: string[] }>;
  faqs: Array<{ question: string; answer: string }>;
}
