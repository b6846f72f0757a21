import { z } from 'zod';
import { pageOf, pageQuerySchema } from '../common/page.schema';

export const personIdSchema = z.uuid().meta({ id: 'PersonId', description: 'An account id' });

export const peopleQuerySchema = pageQuerySchema.extend({
  email: z.string().trim().min(1).max(254).optional().describe('Part of the email address (case-insensitive)'),
  staff: z.enum(['true', 'false']).optional().describe('Only staff (true) or only other accounts (false)'),
});

export const personSummarySchema = z
  .object({
    id: z.uuid(),
    email: z.string(),
    fullName: z.string().nullable(),
    staff: z.boolean(),
    emailConfirmed: z.boolean(),
    lastSignInAt: z.iso.datetime().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'PersonSummary', description: 'An account in the staff people list' });

export const personPageSchema = pageOf(personSummarySchema, 'PersonPage');

export const personSessionSchema = z
  .object({
    id: z.uuid(),
    aal: z.enum(['aal1', 'aal2']),
    createdAt: z.iso.datetime(),
    refreshedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: 'PersonSession', description: 'A signed-in session of the account (a browser or device)' });

export const personDetailSchema = personSummarySchema
  .extend({
    authenticatorApp: z.boolean().describe('A verified TOTP factor is enrolled'),
    sessions: z.array(personSessionSchema),
  })
  .meta({ id: 'PersonDetail', description: 'One account: roles, second factor and sessions' });

export const signOutEverywhereResultSchema = z
  .object({ sessionsEnded: z.int().min(0) })
  .meta({ id: 'SignOutEverywhereResult', description: 'How many sessions (and their refresh tokens) were ended' });

export type PeopleQuery = z.infer<typeof peopleQuerySchema>;
export type PersonSummary = z.infer<typeof personSummarySchema>;
export type PersonPage = z.infer<typeof personPageSchema>;
export type PersonSession = z.infer<typeof personSessionSchema>;
export type PersonDetail = z.infer<typeof personDetailSchema>;
export type SignOutEverywhereResult = z.infer<typeof signOutEverywhereResultSchema>;
