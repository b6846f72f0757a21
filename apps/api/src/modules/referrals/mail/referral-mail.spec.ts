import { inBrandedLayout } from '../../../platform/mail/mail-layout';
import { renderClaimRequest, renderInvitation } from './referral-mail';

describe('referral mails in the branded layout', () => {
  it('the invitation keeps the postal address (in the footer) and the refusal link', () => {
    const mail = inBrandedLayout(renderInvitation('friend@example.com', 'Rita Referrer', 'Fran', 'https://www.hurontax.example/api/referrals/refusals/t1'));
    expect(mail.text).toContain('Huron Tax & Accounting, 23814 Michigan Ave, Dearborn, MI 48124');
    expect(mail.text).toContain('https://www.hurontax.example/api/referrals/refusals/t1');
    expect({ html: mail.html, text: mail.text }).toMatchSnapshot();
  });

  it('the claim request', () => {
    const { html, text } = inBrandedLayout(renderClaimRequest('rita@example.com', 'Rita Referrer', 'https://www.hurontax.example/referrals/claim#token=t2'));
    expect({ html, text }).toMatchSnapshot();
  });
});
