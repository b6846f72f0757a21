import { site } from '@huron/shared/content';
import { formatMoney } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../../platform/mail/mail-layout';
import type { MailMessage } from '../../../platform/mail/mail-message';

export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/** The friend's invitation: who recommended us (first name only), the discount and the refusal; the layout's footer carries the postal address. */
export function renderInvitation(to: string, referrerName: string, friendName: string, refuseUrl: string): MailMessage {
  const referrer = firstNameOf(referrerName);
  const lines = [
    `Hello ${friendName},`,
    '',
    `${referrer} recommended ${site.brand} to you. As a referred friend you get a special discount when we prepare your tax return.`,
    `Tell us about yourself or book an appointment: ${site.url}/submit-info`,
    '',
    `Questions? Call ${site.supportPhone}.`,
    '',
    `You received this one-time invitation because ${referrer} entered your address. We will not send you another one for at least 30 days.`,
    `To never receive a referral invitation from us again: ${refuseUrl}`,
  ];
  const html = [
    `<p>Hello ${escape(friendName)},</p>`,
    `<p>${escape(referrer)} recommended ${escape(site.brand)} to you. As a referred friend you get a <strong>special discount</strong> when we prepare your tax return.</p>`,
    `<p><a href="${escape(`${site.url}/submit-info`)}">Tell us about yourself</a> or call ${escape(site.supportPhone)}.</p>`,
    `<p style="font-size:small">You received this one-time invitation because ${escape(referrer)} entered your address. We will not send you another one for at least 30 days.
     <a href="${escape(refuseUrl)}">Never send me referral invitations</a>.</p>`,
  ].join('');
  return {
    kind: 'referrals.invitation',
    to,
    subject: `A friend recommended ${site.brand}`,
    text: lines.join('\n'),
    html,
    headers: { 'List-Unsubscribe': `<${refuseUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/** A signed-out referrer proves the mailbox by following this link while signed in to an account with this address. */
export function renderClaimRequest(to: string, referrerName: string, claimUrl: string): MailMessage {
  const text = [
    `Hello ${referrerName},`,
    '',
    'Thank you for referring a friend. We invite your friend once you confirm: to do so, and to see this referral and its reward on your referral dashboard, open this link while signed in with this email address (or create an account with it first):',
    claimUrl,
    '',
    'If you did not refer anyone, ignore this email: nothing is added to any account and nobody is contacted.',
  ].join('\n');
  const html = [
    `<p>Hello ${escape(referrerName)},</p>`,
    '<p>Thank you for referring a friend. We invite your friend once you confirm: to do so, and to see this referral and its reward on your referral dashboard, open this link while signed in with this email address (or create an account with it first):</p>',
    `<p><a href="${escape(claimUrl)}">Add the referral to my dashboard</a></p>`,
    '<p>If you did not refer anyone, ignore this email: nothing is added to any account and nobody is contacted.</p>',
  ].join('');
  return { kind: 'referrals.claim', to, subject: `Confirm your referral with ${site.brand}`, text, html };
}

/** To the referrer when staff mark the reward paid: the amount, the friend's first name only, and where to see it. */
export function renderRewardPaid(to: string, referrerName: string, friendName: string, rewardCents: number, dashboardUrl: string): MailMessage {
  const amount = formatMoney(rewardCents);
  const friend = firstNameOf(friendName);
  const text = [
    `Hello ${referrerName},`,
    '',
    `Thank you for referring ${friend} to ${site.brand}. Your referral reward of ${amount} has been paid.`,
    `Your referrals and rewards are on your dashboard: ${dashboardUrl}`,
    '',
    `Questions? Call ${site.supportPhone}.`,
  ].join('\n');
  const html = [
    `<p>Hello ${escape(referrerName)},</p>`,
    `<p>Thank you for referring ${escape(friend)} to ${escape(site.brand)}. Your referral reward of <strong>${escape(amount)}</strong> has been paid.</p>`,
    `<p><a href="${escape(dashboardUrl)}">See your referrals and rewards</a></p>`,
    `<p>Questions? Call ${escape(site.supportPhone)}.</p>`,
  ].join('');
  return { kind: 'referrals.reward_paid', to, subject: `Your referral reward has been paid`, text, html };
}
