import type { AdminReferral, Referral, ReferralStatus, SiteLocale } from '@huron/shared/contracts';

export interface ReferralRow {
  id: string;
  referrerId: string | null;
  referrerName: string;
  referrerEmail: string;
  friendName: string;
  friendEmail: string;
  friendPhone: string | null;
  source: AdminReferral['source'];
  status: ReferralStatus;
  declineReason: string | null;
  rewardCents: number | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** The language of the page the referral was sent from: its mails (the friend's invitation too) are written in it. */
  locale?: SiteLocale;
}

export type NewReferral = Pick<ReferralRow, 'referrerId' | 'referrerName' | 'referrerEmail' | 'friendName' | 'friendEmail' | 'friendPhone' | 'source'> & {
  claimTokenHash: string | null;
  locale?: SiteLocale;
};

export const ownView = (r: ReferralRow): Referral => ({
  id: r.id,
  friendName: r.friendName,
  friendEmail: r.friendEmail,
  status: r.status,
  rewardCents: r.rewardCents,
  createdAt: r.createdAt.toISOString(),
});

export const adminView = (r: ReferralRow): AdminReferral => ({
  ...r,
  locale: r.locale ?? 'en',
  createdAt: r.createdAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
});
