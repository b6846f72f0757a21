import { z } from 'zod/mini';
import { typedText as text, typedPhone } from '../common/typed-text.schema';
import { formTrapSchema } from '../common/form-trap.schema';
import { submissionReceiptOf } from '../common/submission-receipt.schema';

// The group discount page's registration form. zod/mini keeps the page's lazily loaded form chunk small; the
// schemas hold no interface text (custom issues carry a reason, each client words it).

/** The spec names no minimum or tiers: a group is at least two people; more than 10,000 is a typing slip. */
export const GROUP_SIZE_MIN = 2;
export const GROUP_SIZE_MAX = 10_000;
export const GROUP_NOTES_MAX = 2000;
export const GROUP_OFFICES = ['dearborn', 'ypsilanti', 'ann-arbor', 'remote'] as const;
/** An affiliate id from `?affiliate=` or `?aff=`: a short token of letters, digits, '-' and '_'. */
export const AFFILIATE_PATTERN = /^[A-Za-z0-9_-]{1,64}$/;

export const GROUP_REGISTRATION_ISSUE = { phone: 'phone_invalid', groupSize: 'group_size_range', affiliate: 'affiliate_invalid' } as const;

/** The API's words for those reasons (the web uses its catalogue instead). */
export const GROUP_REGISTRATION_ISSUE_MESSAGES: Record<string, string> = {
  phone_invalid: 'must be a phone number of 10 to 15 digits',
  group_size_range: `must be a whole number from ${GROUP_SIZE_MIN} to ${GROUP_SIZE_MAX}`,
  affiliate_invalid: 'must be 1 to 64 letters, digits, - or _',
};

export const groupRegistrationCreateSchema = z
  .object({
    organization: text(200),
    contactName: text(200),
    email: z.pipe(text(254), z.email()),
    phone: typedPhone(GROUP_REGISTRATION_ISSUE.phone),
    // A form sends what was typed as text; '' becomes 0 and is refused like any other size out of range.
    groupSize: z.coerce
      .number()
      .check(z.refine((n) => Number.isInteger(n) && n >= GROUP_SIZE_MIN && n <= GROUP_SIZE_MAX, { params: { reason: GROUP_REGISTRATION_ISSUE.groupSize } })),
    office: z.optional(z.union([z.enum(GROUP_OFFICES), z.literal('')])),
    notes: z.optional(z.string().check(z.trim(), z.maxLength(GROUP_NOTES_MAX))),
    affiliate: z.optional(
      z.union([z.literal(''), z.string().check(z.refine((v) => AFFILIATE_PATTERN.test(v), { params: { reason: GROUP_REGISTRATION_ISSUE.affiliate } }))]),
    ),
    ...formTrapSchema.shape,
  })
  .register(z.globalRegistry, {
    id: 'GroupRegistrationCreate',
    description:
      'A group discount registration: the organization, its organiser, the expected group size, the preferred office, preferred dates or notes, and the affiliate id the page was opened with. `website` (honeypot) and `startedAt` are the bot trap.',
  });
export type GroupRegistrationCreate = z.output<typeof groupRegistrationCreateSchema>;
export type GroupRegistrationInput = z.input<typeof groupRegistrationCreateSchema>;

export const groupRegistrationReceiptSchema = submissionReceiptOf('GroupRegistrationReceipt', 'registration', 'HG-7K3Q-9M2D');
export type GroupRegistrationReceipt = z.output<typeof groupRegistrationReceiptSchema>;
