import { jobPostingsWith } from './job-facts';
import type { JobPosting } from './types';

/**
 * The openings as they were when postings moved to the database (migration 1764310000000): what /careers shows in a
 * build without the database. Staff now edit postings in /admin/job-postings; the served page shows those.
 */
export const jobPostings: JobPosting[] = /* @__PURE__ */ jobPostingsWith({
  'experienced-tax-preparer': {
    title: 'Experienced Tax Preparer',
    location: 'Dearborn and Ypsilanti, MI',
    pay: '$17-19 per hour',
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
  'client-service-specialist': {
    title: 'Client Service Specialist',
    location: 'Dearborn and Ypsilanti, MI',
    pay: '$14-16 per hour',
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
});
