import type { JobPosting } from './types';

/**
 * The build-time openings' facts that read the same in every language (id, pay in cents, employment types, dates).
 * The English jobs.ts and its translations hold only each opening's words and join them to these with
 * `jobPostingsWith`.
 */
const jobFacts = [
  {
    id: 'experienced-tax-preparer',
    payMinCents: 1700,
    payMaxCents: 1900,
    payUnit: 'HOUR',
    employmentTypes: ['PART_TIME', 'FULL_TIME'],
    datePosted: '2026-11-02',
    validThrough: '2027-04-15',
  },
  {
    id: 'client-service-specialist',
    payMinCents: 1400,
    payMaxCents: 1600,
    payUnit: 'HOUR',
    employmentTypes: ['PART_TIME', 'FULL_TIME'],
    datePosted: '2026-11-02',
    validThrough: '2027-04-15',
  },
] as const satisfies ReadonlyArray<
  Pick<JobPosting, 'id' | 'payMinCents' | 'payMaxCents' | 'payUnit' | 'datePosted' | 'validThrough'> & {
    employmentTypes: readonly JobPosting['employmentTypes'][number][];
  }
>;

/** What a language says about an opening. */
export type JobWords = Pick<JobPosting, 'title' | 'location' | 'pay' | 'type' | 'summary' | 'duties' | 'requirements' | 'preferred' | 'benefits'>;

/** A language's build-time `jobPostings`: every opening's facts with that language's words. */
export function jobPostingsWith(words: Record<(typeof jobFacts)[number]['id'], JobWords>): JobPosting[] {
  return jobFacts.map((facts) => ({ ...facts, employmentTypes: [...facts.employmentTypes], ...words[facts.id] }));
}
