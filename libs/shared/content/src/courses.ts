import { taxSchoolCourseWith } from './course-facts';
import type { Course, CourseSession } from './types';

/** Registration for a session closes when it starts. `today` is a calendar date (YYYY-MM-DD) in Michigan. */
export function isSessionOpen(session: CourseSession, today: string): boolean {
  return today < session.startDate;
}

/** Today's calendar date in Michigan (YYYY-MM-DD), whatever the machine's time zone. */
export function michiganToday(now: Date = new Date()): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'America/Detroit', year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
}

/** The Tax School course on /tax-school (also /training). */
export const taxSchoolCourse: Course = /* @__PURE__ */ taxSchoolCourseWith({
  name: 'Tax Preparer Course',
  description:
    'A beginner course in preparing federal and Michigan individual income tax returns, taught by a firm that has been preparing returns since 2001. You learn how a return is built from the first interview question to e-filing: filing status, dependents, income, adjustments, deductions and credits, the Michigan return, and the ethics and due diligence rules every paid preparer must follow. Practice returns in tax software turn the rules into working skills. Choose online self study at your own pace or live virtual classes with an instructor. No prior tax experience is needed.',
  highlights: [
    'Designed for beginners; no tax or accounting background required',
    'Online self study or live virtual classes with an instructor',
    'Covers both the federal Form 1040 and the Michigan MI-1040',
    'Hands-on practice returns in tax preparation software',
    'Explains how to obtain a PTIN and what the IRS Annual Filing Season Program involves',
    'Course fee of $149.00, paid securely online when you register',
  ],
  curriculum: [
    'Getting started: who must file, the parts of Form 1040, the client interview and intake documents',
    'Filing status and dependents: the five filing statuses, qualifying children and qualifying relatives',
    'Income: wages, tips, interest, dividends, retirement distributions, Social Security benefits, self-employment and gig income',
    'Adjustments to income: educator expenses, HSA contributions, student loan interest and half of self-employment tax',
    'Deductions: the standard deduction, itemized deductions and the new deductions for tips, overtime, car loan interest and seniors',
    'Credits: the Child Tax Credit, Credit for Other Dependents, Earned Income Tax Credit, child and dependent care credit and education credits',
    'The Michigan return: the MI-1040, the Homestead Property Tax Credit (MI-1040CR) and the Michigan Working Families Tax Credit',
    'Ethics and due diligence: preparer responsibilities, protecting client data, and the due diligence rules for refundable credits and head of household status',
    'E-file and software practice: entering complete returns, reviewing for errors, e-filing and handling rejections',
  ],
  sessions: {
    '2501': {
      format: 'Online self study',
      schedule: 'Oct 1 - Oct 31, 2025',
      times: null,
    },
    '2502': {
      format: 'Online self study',
      schedule: 'Nov 1 - Nov 30, 2025',
      times: null,
    },
    '2503': {
      format: 'Live/virtual',
      schedule: 'Saturdays 10am-2pm, Dec 6 - Dec 20, 2025',
      times: 'Saturdays 10am-2pm',
    },
    '2504': {
      format: 'Live/virtual',
      schedule: 'Tuesdays and Thursdays 6pm-9pm, Dec 30, 2025 - Jan 8, 2026',
      times: 'Tuesdays and Thursdays 6pm-9pm',
    },
  },
});

/** How a registered student joins a session of each kind (what the receipt tells them). */
export const courseJoinInstructions: Record<CourseSession['mode'], string> = {
  online:
    'Self study online: before the start date we email you the sign-in for the course site. Study at your own pace until the end date; an instructor answers questions by email.',
  blended:
    'Live virtual classes: before the first class we email you the video-class link. Join from a computer with a camera and microphone, a few minutes before each class starts.',
};

const longDate = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

/** What a registration is for, in words: the course and session, its dates, its class times and how to join. */
export interface SessionDescription {
  name: string;
  dates: string;
  times: string;
  howToJoin: string;
}

export function describeCourseSession(code: string, course: Course = taxSchoolCourse): SessionDescription | null {
  const session = course.sessions.find((s) => s.code === code);
  if (!session) return null;
  return {
    name: `${course.name}, ${session.format} (session ${session.code})`,
    dates: `${longDate(session.startDate)} to ${longDate(session.endDate)}`,
    times: session.times ? `${session.times}, Michigan time` : 'At your own pace',
    howToJoin: courseJoinInstructions[session.mode],
  };
}

/** Content of the /group-discount landing page. */
export const groupDiscount: {
  intro: string;
  benefits: Array<{ title: string; description: string }>;
  steps: Array<{ title: string; description: string }>;
} = {
  intro:
    'Employers, unions, congregations, community organizations and clubs can register as a group so their members receive special pricing on tax preparation with us. Members file the same way as any other client, in person at our Dearborn or Ypsilanti office or remotely, and each member\u2019s information stays private to that member.',
  benefits: [
    {
      title: 'Exclusive Pricing',
      description:
        'Registered groups receive discounted pricing on tax preparation for their members. We confirm the details with your group when you register.',
    },
    {
      title: 'Expert Support',
      description: 'Members work with experienced preparers from a firm in business since 2001, with help available in person, by phone and remotely.',
    },
    {
      title: 'Secure & Confidential',
      description:
        'Each member\u2019s documents and return are handled privately. We never share a member\u2019s tax information with the group or anyone else without that member\u2019s consent.',
    },
  ],
  steps: [
    {
      title: 'Register your group',
      description: 'Complete the registration form on this page with your organization\u2019s name and a contact person.',
    },
    {
      title: 'Share the offer',
      description: 'We confirm your registration and give you the details to pass on to your members.',
    },
    {
      title: 'Members get in touch',
      description: 'Members submit their information online or book an appointment, mentioning your group so the discount is applied.',
    },
    {
      title: 'We prepare and file',
      description: 'Each member\u2019s return is prepared, reviewed with them and filed, with the group pricing applied.',
    },
  ],
};
