import { homeStatsWith } from './home-facts';
import { site } from './site';

/** Text of the home page (/ and /home). Service cards come from servicePages and irsResolution. */
export interface HomeContent {
  hero: { heading: string; subheading: string };
  howItWorks: Array<{ title: string; description: string }>;
  closing: { heading: string; text: string };
  stats: Array<{ value: string; label: string }>;
  referral: { heading: string; text: string };
}

export const home: HomeContent = {
  hero: {
    heading: 'Michigan Tax Preparation You Can Trust, Since 2001',
    subheading: `Federal and Michigan returns for individuals, families and businesses, in Dearborn, Ypsilanti or remotely from wherever you are.`,
  },
  howItWorks: [
    {
      title: 'Submit your information',
      description: 'Tell us about yourself online and upload your tax documents securely, or book an appointment at one of our offices.',
    },
    {
      title: 'We prepare your return',
      description:
        'An experienced preparer reviews your documents, checks the deductions and credits you qualify for and prepares your federal and Michigan returns.',
    },
    {
      title: 'Review and sign',
      description: 'We go through the return with you, answer your questions and let you sign electronically or in person.',
    },
    {
      title: 'File and get your refund',
      description: 'We e-file your returns and you choose how to receive any refund. If you owe, we explain your payment options.',
    },
  ],
  closing: {
    heading: 'Ready when you are, all year round',
    text: 'Whether it is a simple W-2 return, a growing business or a letter from the IRS, we are here in filing season and after it. Submit your information online, schedule a visit to our Dearborn or Ypsilanti office, or call us to talk it through.',
  },
  stats: /* @__PURE__ */ homeStatsWith(site.claims.refundAdvance, [
    'Years in business',
    'Returns filed',
    'Star rating from our clients',
    'Refund advance, subject to approval',
  ]),
  referral: {
    heading: 'Refer a friend, and you both benefit',
    text: 'Know someone who needs their taxes done? When a friend you refer files a return with us, they get a special discount and you receive $20 - $50 in cash for each referral.',
  },
};
