import { z } from 'zod';

const text = (max: number) => z.string().trim().min(1).max(max);
const email = () => z.string().trim().max(254).pipe(z.email());

export const referralStatusSchema = z.enum(['pending', 'contacted', 'completed', 'paid', 'declined']).meta({ id: 'ReferralStatus' });

/** The send-a-friend form. Signed in, the referrer's name and email are the account's and these two are ignored. */
export const referralCreateSchema = z
  .object({
    referrerName: text(200),
    referrerEmail: email(),
    friendName: text(200),
    friendEmail: email(),
    friendPhone: z.string().trim().regex(/^([0-9+()\-. ]{7,30})?$/, 'must be a phone number').optional().describe('Empty or a phone number'),
    website: z.string().max(500).optional().describe('Honeypot: a field people never see and leave empty'),
    startedAt: z.number().int().optional().describe('When the form was shown (ms since epoch)'),
  })
  .meta({ id: 'ReferralCreate' });

export const referralReceiptSchema = z
  .object({
    id: z.uuid(),
    status: referralStatusSchema,
    attached: z.boolean().describe('False when signed out: the referrer confirms it from the email we sent'),
  })
  .meta({ id: 'ReferralReceipt' });

/** One row of the referrer's own history. Money is integer cents. */
export const referralSchema = z
  .object({
    id: z.uuid(),
    friendName: z.string(),
    friendEmail: z.string(),
    status: referralStatusSchema,
    rewardCents: z.int().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'Referral' });

export const referralPageSchema = z.object({ items: z.array(referralSchema), nextCursor: z.string().nullable() }).meta({ id: 'ReferralPage' });

export const referralPageQuerySchema = z
  .object({
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
  })
  .meta({ id: 'ReferralPageQuery' });

export const referralSummarySchema = z
  .object({
    total: z.int().describe('Every referral'),
    pending: z.int().describe('pending + contacted'),
    completed: z.int().describe('completed + paid'),
    earningsCents: z.int().describe('Sum of the rewards of paid referrals, in cents'),
  })
  .meta({ id: 'ReferralSummary' });

export const referralLinkSchema = z.object({ code: z.string(), url: z.string() }).meta({ id: 'ReferralLink' });

export const referralClaimSchema = z
  .object({ token: z.string().trim().min(10).max(500).describe("From the confirmation email's link") })
  .meta({ id: 'ReferralClaim' });

export const referralClaimResultSchema = z.object({ attached: z.int().describe('Referrals now in your account') }).meta({ id: 'ReferralClaimResult' });

export const referralRefusalSchema = z
  .object({ token: z.string().trim().min(10).max(500).describe("From the invitation's refusal link") })
  .meta({ id: 'ReferralRefusal' });

export const referralRefusalTokenSchema = z.string().min(10).max(500).meta({ id: 'ReferralRefusalToken', description: "From the invitation's refusal link" });

export type ReferralStatus = z.infer<typeof referralStatusSchema>;
export type ReferralCreate = z.infer<typeof referralCreateSchema>;
export type ReferralReceipt = z.infer<typeof referralReceiptSchema>;
export type Referral = z.infer<typeof referralSchema>;
export type ReferralPage = z.infer<typeof referralPageSchema>;
export type ReferralPageQuery = z.infer<typeof referralPageQuerySchema>;
export type ReferralSummary = z.infer<typeof referralSummarySchema>;
export type ReferralLink = z.infer<typeof referralLinkSchema>;
export type ReferralClaim = z.infer<typeof referralClaimSchema>;
export type ReferralRefusal = z.infer<typeof referralRefusalSchema>;
