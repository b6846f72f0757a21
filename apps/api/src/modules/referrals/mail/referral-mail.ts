import { site } from '@huron/shared/content';
import type { SiteLocale } from '@huron/shared/contracts';
import { isolateFor, m, mailHtml, mailPath } from '@huron/shared/i18n';
import { formatMoney } from '@huron/shared/i18n/format';
import { escapeHtml as escape } from '../../../platform/mail/mail-layout';
import type { MailMessage } from '../../../platform/mail/mail-message';

export const firstNameOf = (name: string): string => name.trim().split(/\s+/)[0] ?? name;

/**
 * The friend's invitation, in the language of the page the referrer sent it from: who recommended us (first name
 * only), the discount and the refusal; the layout's footer carries the postal address.
 */
export function renderInvitation(to: string, referrerName: string, friendName: string, refuseUrl: string, locale: SiteLocale = 'en'): MailMessage {
  const t = { locale };
  const ltr = isolateFor(locale);
  const referrer = firstNameOf(referrerName);
  const submitUrl = `${site.url}${mailPath('/submit-info', locale)}`;
  const discount = m.mail_referral_invite_discount({}, t);
  // The discount is bold in HTML: the sentence is built around a marker that is replaced after escaping.
  const MARK = '\u0001';
  const recommended = (d: string) => m.mail_referral_invite_recommended({ referrer, brand: site.brand, discount: d }, t);
  const why = m.mail_referral_invite_why({ referrer }, t);
  const lines = [
    m.mail_hello_name({ name: friendName }, t),
    '',
    recommended(discount),
    m.mail_referral_invite_tell_text({ url: ltr(submitUrl) }, t),
    '',
    m.mail_questions_call({ phone: ltr(site.supportPhone) }, t),
    '',
    why,
    m.mail_referral_invite_refuse_text({ url: ltr(refuseUrl) }, t),
  ];
  const html = [
    `<p>${escape(m.mail_hello_name({ name: friendName }, t))}</p>`,
    `<p>${escape(recommended(MARK)).replace(MARK, `<strong>${escape(discount)}</strong>`)}</p>`,
    `<p><a href="${escape(submitUrl)}">${escape(m.mail_referral_invite_tell_link({}, t))}</a> ${escape(m.mail_referral_invite_or_call({ phone: ltr(site.supportPhone) }, t))}</p>`,
    `<p style="font-size:small">${escape(why)}
     <a href="${escape(refuseUrl)}">${escape(m.mail_referral_invite_refuse_link({}, t))}</a>.</p>`,
  ].join('');
  return {
    kind: 'referrals.invitation',
    to,
    subject: m.mail_referral_invite_subject({ brand: site.brand }, t),
    text: lines.join('\n'),
    html: mailHtml(html, locale),
    headers: { 'List-Unsubscribe': `<${refuseUrl}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    locale,
  };
}

/** A signed-out referrer proves the mailbox by following this link while signed in to an account with this address. */
export function renderClaimRequest(to: string, referrerName: string, claimUrl: string, locale: SiteLocale = 'en'): MailMessage {
  const t = { locale };
  const line = m.mail_referral_claim_line({}, t);
  const ignore = m.mail_referral_claim_ignore({}, t);
  const text = [m.mail_hello_name({ name: referrerName }, t), '', line, claimUrl, '', ignore].join('\n');
  const html = [
    `<p>${escape(m.mail_hello_name({ name: referrerName }, t))}</p>`,
    `<p>${escape(line)}</p>`,
    `<p><a href="${escape(claimUrl)}">${escape(m.mail_referral_claim_action({}, t))}</a></p>`,
    `<p>${escape(ignore)}</p>`,
  ].join('');
  return { kind: 'referrals.claim', to, subject: m.mail_referral_claim_subject({ brand: site.brand }, t), text, html: mailHtml(html, locale), locale };
}

/** To the referrer when staff mark the reward paid: the amount, the friend's first name only, and where to see it. */
export function renderRewardPaid(
  to: string,
  referrerName: string,
  friendName: string,
  rewardCents: number,
  dashboardUrl: string,
  locale: SiteLocale = 'en',
): MailMessage {
  const t = { locale };
  const ltr = isolateFor(locale);
  const amount = formatMoney(rewardCents, locale);
  const friend = firstNameOf(friendName);
  const MARK = '\u0001';
  const paid = (a: string) => m.mail_referral_reward_line({ friend, brand: site.brand, amount: a }, t);
  const questions = m.mail_questions_call({ phone: ltr(site.supportPhone) }, t);
  const text = [
    m.mail_hello_name({ name: referrerName }, t),
    '',
    paid(amount),
    m.mail_referral_reward_dashboard_text({ url: ltr(dashboardUrl) }, t),
    '',
    questions,
  ].join('\n');
  const html = [
    `<p>${escape(m.mail_hello_name({ name: referrerName }, t))}</p>`,
    `<p>${escape(paid(MARK)).replace(MARK, `<strong>${escape(amount)}</strong>`)}</p>`,
    `<p><a href="${escape(dashboardUrl)}">${escape(m.mail_referral_reward_dashboard_link({}, t))}</a></p>`,
    `<p>${escape(questions)}</p>`,
  ].join('');
  return { kind: 'referrals.reward_paid', to, subject: m.mail_referral_reward_subject({}, t), text, html: mailHtml(html, locale), locale };
}
