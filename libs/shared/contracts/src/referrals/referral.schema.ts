import { z } from 'zod/mini';

/** A phone number as people type it; the schema's issue carries the reason 'phone_invalid' (COMMON_ISSUE), no words. */
const PHONE = /^[0-9+()\-. ]{7,30}$/;

// zod/mini: the send-a-friend page and the dashboard load these; the API reads the same ones.

/** Any control character (tabs, line breaks) or a line/paragraph separator: a name is one line. */
const LINE_BREAK = /[\p{Cc}\u2028\u2029]/u;
/** A scheme (https://, mailto:), www., or a host name with a common top-level domain (spam.example.com, bit.ly/x). */
const WEB_ADDRESS =
  /[a-z][a-z0-9+.-]*:\/\/|\bwww\.|\bmailto:|[\p{L}\p{N}-]+\.(?:com|net|org|info|biz|io|co|us|uk|ru|cn|de|xyz|top|site|online|link|click|app|me|ly|to|cc|tk|ws|gg|example)\b/iu;
/** A person's name as mail text: one line, no web address (it would make the invitation a link carrier). */
const personName = (max: number) =>
  z.string().check(
    z.refine((v) => !LINE_BREAK.test(v), 'must be on one line (no line breaks)'),
    z.trim(),
    z.minLength(1),
    z.maxLength(max),
    z.refine((v) => LINE_BREAK.test(v) || !WEB_ADDRESS.test(v), 'must be a name, not a web address'),
  );
const email = () => z.pipe(z.string().check(z.trim(), z.maxLength(254)), z.email());
const count = (description: string) => z.int().check(z.describe(description));
const token = (description: string) => z.string().check(z.trim(), z.minLength(10), z.maxLength(500), z.describe(description));

export const referralStatusSchema = z.enum(['pending', 'contacted', 'completed', 'paid', 'declined']).register(z.globalRegistry, { id: 'ReferralStatus' });
export type ReferralStatus = z.infer<typeof referralStatusSchema>;

/** The send-a-friend form. Signed in, the referrer's name and email are the account's and these two are ignored. */
export const referralCreateSchema = z
  .object({
    referrerName: personName(200),
    referrerEmail: email(),
    friendName: personName(200),
    friendEmail: email(),
    friendPhone: z.optional(
      z.string().check(
        z.trim(),
        z.refine((v) => v === '' || PHONE.test(v), { params: { reason: 'phone_invalid' } }),
        z.describe('Empty, or 7 to 30 of: digits + ( ) - . and spaces'),
      ),
    ),
    website: z.optional(z.string().check(z.maxLength(500), z.describe('Honeypot: a field people never see and leave empty'))),
    startedAt: z.optional(count('When the form was shown (ms since epoch)')),
  })
  .register(z.globalRegistry, { id: 'ReferralCreate' });
export type ReferralCreate = z.infer<typeof referralCreateSchema>;

export const referralReceiptSchema = z
  .object({
    id: z.uuid(),
    status: referralStatusSchema,
    attached: z.boolean().check(z.describe('False when signed out: the referrer confirms it from the email we sent')),
  })
  .register(z.globalRegistry, { id: 'ReferralReceipt' });
export type ReferralReceipt = z.infer<typeof referralReceiptSchema>;

/** One row of the referrer's own history. Money is integer cents. */
export const referralSchema = z
  .object({
    id: z.uuid(),
    friendName: z.string(),
    friendEmail: z.string(),
    status: referralStatusSchema,
    rewardCents: z.nullable(z.int()),
    createdAt: z.iso.datetime(),
  })
  .register(z.globalRegistry, { id: 'Referral' });
export type Referral = z.infer<typeof referralSchema>;

export const referralPageSchema = z
  .object({ items: z.array(referralSchema), nextCursor: z.nullable(z.string()) })
  .register(z.globalRegistry, { id: 'ReferralPage' });
export type ReferralPage = z.infer<typeof referralPageSchema>;

export const referralPageQuerySchema = z
  .object({
    limit: z._default(z.coerce.number().check(z.int(), z.gte(1), z.lte(100)), 25),
    cursor: z.optional(z.string().check(z.maxLength(200))),
  })
  .register(z.globalRegistry, { id: 'ReferralPageQuery' });
export type ReferralPageQuery = z.infer<typeof referralPageQuerySchema>;

export const referralSummarySchema = z
  .object({
    total: count('Every referral'),
    pending: count('pending + contacted'),
    completed: count('completed + paid'),
    earningsCents: count('Sum of the rewards of paid referrals, in cents'),
  })
  .register(z.globalRegistry, { id: 'ReferralSummary' });
export type ReferralSummary = z.infer<typeof referralSummarySchema>;

export const referralLinkSchema = z.object({ code: z.string(), url: z.string() }).register(z.globalRegistry, { id: 'ReferralLink' });
export type ReferralLink = z.infer<typeof referralLinkSchema>;

/** What a share link's landing page may say about the referrer: a first name and the friend's discount, nothing else. */
export const referralWelcomeSchema = z
  .object({
    firstName: z.nullable(z.string().check(z.describe("The referrer's first name as on their profile; null when the profile has no name"))),
    friendDiscountCents: z.nullable(
      z.int().check(z.describe("The friend's discount on their return in cents; null when the firm names no amount ('a special discount')")),
    ),
  })
  .register(z.globalRegistry, { id: 'ReferralWelcome', description: 'The welcome a friend arriving by a share link (/r/{code}) sees' });
export type ReferralWelcome = z.infer<typeof referralWelcomeSchema>;

export const referralShareCodeSchema = z
  .string()
  .check(z.regex(/^[0-9A-Za-z]{8}$/))
  .register(z.globalRegistry, { id: 'ReferralShareCode', description: 'The 8 characters after /r/ in a share link' });

export const referralClaimSchema = z.object({ token: token("From the confirmation email's link") }).register(z.globalRegistry, { id: 'ReferralClaim' });
export type ReferralClaim = z.infer<typeof referralClaimSchema>;

export const referralClaimResultSchema = z
  .object({ attached: count('Referrals now in your account') })
  .register(z.globalRegistry, { id: 'ReferralClaimResult' });

export const referralRefusalSchema = z.object({ token: token("From the invitation's refusal link") }).register(z.globalRegistry, { id: 'ReferralRefusal' });
export type ReferralRefusal = z.infer<typeof referralRefusalSchema>;

export const referralRefusalTokenSchema = z
  .string()
  .check(z.minLength(10), z.maxLength(500))
  .register(z.globalRegistry, { id: 'ReferralRefusalToken', description: "From the invitation's refusal link" });

/** The small HTML page behind an invitation's refusal link (the refusal form, then its confirmation). */
export const referralRefusalPageSchema = z.string().register(z.globalRegistry, { id: 'ReferralRefusalPage', description: 'An HTML page' });
