import type { MigrationInterface, QueryRunner } from 'typeorm';

/** The client's two openings as they were on /careers when postings moved to the database (closing 2027-04-15). */
const INITIAL_POSTINGS = [
  {
    id: 'experienced-tax-preparer',
    title: 'Experienced Tax Preparer',
    location: 'Dearborn and Ypsilanti, MI',
    pay: '$17-19 per hour',
    payMinCents: 1700,
    payMaxCents: 1900,
    type: 'Part-time or Full-time',
    summary:
      'Prepare federal and Michigan returns for individuals, families and small businesses at our Dearborn and Ypsilanti offices and for clients who file remotely. You will work directly with clients, explain their returns in plain language and help keep our quality high through the filing season.',
    duties: [
      'Interview clients in person, by phone or by video, and review their documents for completeness',
      'Prepare and e-file accurate federal and Michigan individual returns, including Schedule C, education credits and the Homestead Property Tax Credit',
      'Meet the paid preparer due diligence rules (Form 8867) for the Earned Income Tax Credit, Child Tax Credit, American Opportunity Tax Credit and head of household status, and keep the required records',
      'Explain each return to the client before signing, including any balance due and refund options',
      'Prepare amended and prior-year returns and help answer routine IRS and Michigan Treasury notices',
      'Protect client information by following our security and privacy procedures',
    ],
    requirements: [
      'Prior paid experience preparing individual federal and state income tax returns',
      'A current Preparer Tax Identification Number (PTIN), renewed each year',
      'Willingness to complete 18 hours of continuing education each year, as in the IRS Annual Filing Season Program: a 6-hour federal tax refresher course with a test, 10 hours of federal tax law and 2 hours of ethics',
      'Working knowledge of Form 1040, common schedules and the Michigan MI-1040',
      'Comfort with professional tax software and careful attention to detail',
      'Availability during filing season, including some evening and weekend shifts',
    ],
    preferred: [
      'An IRS Annual Filing Season Program Record of Completion, or Enrolled Agent status',
      'Experience with small-business returns (Schedule C, Form 1065 or Form 1120-S)',
      'Familiarity with ITIN applications (Form W-7) and returns for nonresidents or new residents',
      'Ability to speak Arabic, Spanish or another language common among our clients',
      'Experience explaining IRS notices and payment options to clients',
    ],
    benefits: [
      'Choice of part-time or full-time hours during the filing season',
      'Paid training on our software and procedures before the season begins',
      'Work at our Dearborn or Ypsilanti office, with a supportive team of experienced preparers',
      'Opportunities for year-round work on amended returns, planning and notices for preparers who want it',
      'Exposure to a wide range of individual and small-business returns',
    ],
  },
  {
    id: 'client-service-specialist',
    title: 'Client Service Specialist',
    location: 'Dearborn and Ypsilanti, MI',
    pay: '$14-16 per hour',
    payMinCents: 1400,
    payMaxCents: 1600,
    type: 'Part-time or Full-time',
    summary:
      'Be the first person our clients meet. During the filing season you will welcome clients, keep the schedule running smoothly and make sure each preparer has everything needed to complete a return. No tax experience is required; we will train you.',
    duties: [
      'Greet clients at the front desk and answer phone calls and messages',
      'Book, confirm and reschedule appointments for in-person and remote clients',
      'Check identification, collect and scan documents, and upload them securely to client files',
      'Follow up with clients about missing documents and signatures',
      'Take payments and answer general questions about our services, passing tax questions to a preparer',
      'Keep the reception area organized and handle client information confidentially',
    ],
    requirements: [
      'High school diploma or equivalent',
      'Experience in customer service, reception or another public-facing role',
      'Basic computer skills, including email, scanning and entering data accurately',
      'Clear, friendly communication in person and on the phone',
      'Discretion with confidential personal and financial information',
      'Availability during filing season, including some evening and weekend shifts',
    ],
    preferred: [
      'Previous work in a tax, accounting, banking or insurance office',
      'Ability to speak Arabic, Spanish or another language common among our clients',
      'Experience with scheduling or customer management software',
      'Interest in learning tax preparation, for example through our Tax School course',
    ],
    benefits: [
      'Choice of part-time or full-time hours during the filing season',
      'Paid on-the-job training',
      'Work at our Dearborn or Ypsilanti office with a friendly, experienced team',
      'A practical introduction to the tax profession, with a path toward preparer roles for those who build the skills',
    ],
  },
];

/**
 * Job postings become rows staff edit in /admin (issue 43 §2); each application is tied to its posting. The foreign
 * key is NOT VALID so it checks new applications only (earlier ones name the same two ids, inserted here).
 */
export class JobPostings1764310000000 implements MigrationInterface {
  name = 'JobPostings1764310000000';

  async up(db: QueryRunner): Promise<void> {
    await db.query(`
      CREATE TABLE job_postings (
        id text PRIMARY KEY CHECK (id ~ '^[a-z0-9-]{1,100}$'),
        title text NOT NULL CHECK (char_length(title) BETWEEN 1 AND 200),
        location text NOT NULL,
        pay text NOT NULL,
        pay_min_cents integer NOT NULL CHECK (pay_min_cents >= 0),
        pay_max_cents integer NOT NULL CHECK (pay_max_cents >= pay_min_cents),
        pay_unit text NOT NULL CHECK (pay_unit IN ('HOUR', 'WEEK', 'MONTH', 'YEAR')),
        type text NOT NULL,
        employment_types text[] NOT NULL,
        summary text NOT NULL,
        duties text[] NOT NULL,
        requirements text[] NOT NULL,
        preferred text[] NOT NULL,
        benefits text[] NOT NULL,
        date_posted date NOT NULL,
        valid_through date NOT NULL CHECK (valid_through >= date_posted),
        status text NOT NULL CHECK (status IN ('open', 'closed')),
        version integer NOT NULL DEFAULT 1,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await db.query(`CREATE INDEX job_postings_open_idx ON job_postings (valid_through) WHERE status = 'open'`);
    for (const p of INITIAL_POSTINGS) {
      await db.query(
        `INSERT INTO job_postings (id, title, location, pay, pay_min_cents, pay_max_cents, pay_unit, type, employment_types, summary, duties, requirements, preferred, benefits, date_posted, valid_through, status)
         VALUES ($1, $2, $3, $4, $5, $6, 'HOUR', $7, '{PART_TIME,FULL_TIME}', $8, $9, $10, $11, $12, '2026-11-02', '2027-04-15', 'open')`,
        [p.id, p.title, p.location, p.pay, p.payMinCents, p.payMaxCents, p.type, p.summary, p.duties, p.requirements, p.preferred, p.benefits],
      );
    }
    await db.query(`ALTER TABLE career_applications ADD CONSTRAINT career_applications_job_fk FOREIGN KEY (job_id) REFERENCES job_postings (id) NOT VALID`);
  }

  async down(db: QueryRunner): Promise<void> {
    await db.query(`ALTER TABLE career_applications DROP CONSTRAINT career_applications_job_fk`);
    await db.query(`DROP TABLE job_postings`);
  }
}
