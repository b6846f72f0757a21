import type { ActivityNotice } from '../../platform/events/activity-recorded.event';
import type { ReferralRow } from './referral-row';

const SOURCES: Record<ReferralRow['source'], string> = {
  form: 'Send-a-friend form',
  'tax-intake': 'Share link, then the tax information form',
  booking: 'Share link, then a booking',
  'group-registration': 'Share link, then a group registration',
  contact: 'Share link, then the contact form',
};

/** Referrals have no printed reference: staff quote the first part of the id, as the back office shows it. */
export const referralReference = (id: string) => `RF-${id.slice(0, 8).toUpperCase()}`;

/** The firm hears of a new referral: the friend is the lead (Reply-To), the referrer is named in the body. */
export function referralNotice(row: ReferralRow): ActivityNotice {
  return {
    kind: 'referral_received',
    reference: referralReference(row.id),
    office: null,
    occurredAt: new Date(),
    adminPath: `/admin/referrals/${row.id}`,
    client: { name: row.friendName, email: row.friendEmail },
    details: [
      ['Referred by', `${row.referrerName} <${row.referrerEmail}>`],
      ['How', SOURCES[row.source] ?? row.source],
    ],
  };
}
