import { z } from 'zod/mini';
import { personEmail, personName, personPhone } from './payment-fields';
import { siteLocaleSchema } from '../common/locale.schema';

/** POST /api/tax-school/registrations: the spec's registration form. The fee is the server's, never the browser's. */
export const taxSchoolRegistrationCreateSchema = z
  .object({
    name: personName(),
    email: personEmail(),
    phone: personPhone(),
    course: z.string().check(z.trim(), z.minLength(1), z.maxLength(20)),
    /** The language of the page it was sent from: the mails about it are written in it. */
    locale: z.optional(siteLocaleSchema),
  })
  .register(z.globalRegistry, { id: 'TaxSchoolRegistrationCreate', description: 'A registration for one session of the tax school course' });
export type TaxSchoolRegistrationCreate = z.output<typeof taxSchoolRegistrationCreateSchema>;

export const taxSchoolRegistrationCheckoutSchema = z
  .object({ id: z.uuid(), registrationId: z.uuid(), url: z.string() })
  .register(z.globalRegistry, { id: 'TaxSchoolRegistrationCheckout', description: 'The payment id, the registration id and the checkout page' });
export type TaxSchoolRegistrationCheckout = z.output<typeof taxSchoolRegistrationCheckoutSchema>;

/** How a session is taught: online self study, or live virtual classes on set weekdays and times. */
export const COURSE_SESSION_FORMATS = ['online', 'live'] as const;
export type CourseSessionFormat = (typeof COURSE_SESSION_FORMATS)[number];
/** Whether a session takes registrations now: open, open but with no seat left, or closed (by staff or its deadline). */
export const COURSE_SESSION_STATES = ['open', 'full', 'closed'] as const;

export const taxSchoolSessionSchema = z
  .object({
    code: z.string(),
    title: z.string(),
    mode: z.enum(COURSE_SESSION_FORMATS),
    format: z.string().register(z.globalRegistry, { description: 'The format in words, e.g. "Live/virtual"' }),
    schedule: z.string().register(z.globalRegistry, { description: 'Days, times and dates in words, e.g. "Saturdays 10am-2pm, Dec 6 - Dec 20, 2025"' }),
    startDate: z.iso.date(),
    endDate: z.iso.date(),
    weekdays: z.array(z.int()).register(z.globalRegistry, { description: 'ISO weekdays of the live classes (1 = Monday ... 7 = Sunday); empty for online' }),
    startTime: z.nullable(z.string()).register(z.globalRegistry, { description: 'HH:MM, Michigan time; null for online' }),
    endTime: z.nullable(z.string()),
    priceCents: z.int(),
    registrationDeadline: z.iso.date(),
    seatsLeft: z.int(),
    state: z.enum(COURSE_SESSION_STATES),
    open: z.boolean(),
  })
  .register(z.globalRegistry, {
    id: 'TaxSchoolSession',
    description: 'A session of the course; open while staff keep it open, its deadline has not passed and a seat is left',
  });
export const taxSchoolSessionListSchema = z
  .object({ feeCents: z.int(), sessions: z.array(taxSchoolSessionSchema) })
  .register(z.globalRegistry, { id: 'TaxSchoolSessionList', description: 'The default course fee and the sessions on offer (open, full or recently closed)' });
export type TaxSchoolSession = z.output<typeof taxSchoolSessionSchema>;
export type TaxSchoolSessionList = z.output<typeof taxSchoolSessionListSchema>;

/** POST /api/tax-school/waitlist: "tell me when registration opens", with the person's consent. */
export const taxSchoolWaitlistCreateSchema = z
  .object({
    name: personName(),
    email: personEmail(),
    consent: z.literal(true, { error: 'must be checked: we email you only with your consent' }),
    /** The language of the page it was sent from: the email is written in it (asking again from another page changes it). */
    locale: z.optional(siteLocaleSchema),
  })
  .register(z.globalRegistry, { id: 'TaxSchoolWaitlistCreate', description: 'A request for one email when registration for a session opens' });
export type TaxSchoolWaitlistCreate = z.output<typeof taxSchoolWaitlistCreateSchema>;

export const taxSchoolWaitlistTokenSchema = z
  .string()
  .check(z.minLength(10), z.maxLength(500))
  .register(z.globalRegistry, { id: 'TaxSchoolWaitlistToken', description: "From the email's unsubscribe link" });
export const taxSchoolWaitlistPageSchema = z.string().register(z.globalRegistry, { id: 'TaxSchoolWaitlistPage', description: 'An HTML page' });
