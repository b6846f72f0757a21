import { jobPostings } from '@huron/shared/content';
import { inBrandedLayout } from '../../platform/mail/mail-layout';
import { applicationConfirmationMail, type CareerApplicationMailFacts } from './career-application-mail';

const facts: CareerApplicationMailFacts = {
  reference: 'CA-7K3Q-9M2D',
  job: jobPostings[0]!,
  name: 'Sam Applicant',
  email: 'sam@example.com',
  phone: '(313) 555-0199',
  coverNote: 'I prepared returns for five seasons.',
  resumeName: 'sam-resume.pdf',
};

describe('careers mails in the branded layout', () => {
  it.each([['application confirmation', applicationConfirmationMail]] as const)('%s', (_name, render) => {
    const { html, text } = inBrandedLayout(render(facts));
    expect({ html, text }).toMatchSnapshot();
  });
});
