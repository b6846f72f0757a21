import { z } from 'zod';
import { listOrderSchema } from '../common/list-order.schema';
import { referralStatusSchema } from '../referrals/referral.schema';
import { leadLocaleSchema } from '../common/lead-locale.schema';

export const adminReferralSchema = z
  .object({
    id: z.uuid(),
    referrerId: z.uuid().nullable().describe('Null until a signed-out referrer proves the mailbox'),
    referrerName: z.string(),
    referrerEmail: z.string(),
    friendName: z.string(),
    friendEmail: z.string(),
    friendPhone: z.string().nullable(),
    source: z.enum(['form', 'tax-intake', 'booking', 'group-registration', 'contact']),
    status: referralStatusSchema,
    declineReason: z.string().nullable(),
    rewardCents: z.int().nullable(),
    version: z.int(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
    locale: leadLocaleSchema,
  })
  .meta({ id: 'AdminReferral' });

export const adminReferralPageSchema = z.object({ items: z.array(adminReferralSchema), nextCursor: z.string().nullable() }).meta({ id: 'AdminReferralPage' });

export const adminReferralQuerySchema = z
  .object({
    status: z.optional(referralStatusSchema),
    q: z.string().trim().min(1).max(200).optional().describe("Part of the referrer's or friend's name or email"),
    limit: z.coerce.number().int().min(1).max(100).default(25),
    cursor: z.string().max(200).optional(),
    order: z.optional(listOrderSchema),
  })
  .meta({ id: 'AdminReferralQuery' });

/** Forward only: pending -> contacted -> completed -> paid, or declined (with a reason) from any open state. */
export const adminReferralPatchSchema = z
  .object({
    status: z.enum(['contacted', 'completed', 'paid', 'declined']),
    rewardCents: z.int().optional().describe('Required at completed (between the configured bounds); may be corrected until paid'),
    declineReason: z.string().trim().min(1).max(1000).optional().describe('Required with declined'),
    version: z.int().min(1).describe('The version you saw; a stale one gets 409'),
  })
  .meta({ id: 'AdminReferralPatch' });

export const referralIdSchema = z.uuid().meta({ id: 'ReferralId' });

export type AdminReferral = z.infer<typeof adminReferralSchema>;
export type AdminReferralQuery = z.infer<typeof adminReferralQuerySchema>;
export type AdminReferralPatch = z.infer<typeof adminReferralPatchSchema>;
