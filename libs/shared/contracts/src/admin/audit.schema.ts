import { z } from 'zod';
import { calendarDateSchema } from '../common/calendar-date.schema';
import { pageOf, pageQuerySchema } from '../common/page.schema';

export const auditQuerySchema = pageQuerySchema.extend({
  actor: z.uuid().optional().describe('Only what this person (a staff account id) did'),
  subjectType: z.string().trim().min(1).max(100).optional().describe('Only entries about this kind of record, e.g. tax_intakes'),
  subjectId: z.string().trim().min(1).max(100).optional().describe('Only entries about this record'),
  from: z.optional(calendarDateSchema).describe('On or after this day (YYYY-MM-DD, Michigan time)'),
  to: z.optional(calendarDateSchema).describe('On or before this day (YYYY-MM-DD, Michigan time)'),
});

export const auditEntrySchema = z
  .object({
    id: z.string().describe('Increasing with time'),
    actorId: z.uuid().nullable().describe('The staff member; null for the system and the staff command'),
    actorEmail: z.string().nullable(),
    action: z.string().describe('What was done, e.g. tax_intakes.read, tax_intakes.updated, staff.granted'),
    subjectType: z.string(),
    subjectId: z.string().nullable(),
    details: z.record(z.string(), z.unknown()).describe('Ids, field names, before and after of status changes: never personal data'),
    clientAddress: z.string().nullable().describe('Where the request came from'),
    requestId: z.string().nullable(),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: 'AuditEntry', description: 'One entry of the append-only audit log' });

export const auditPageSchema = pageOf(auditEntrySchema, 'AuditPage');

export type AuditQuery = z.infer<typeof auditQuerySchema>;
export type AuditEntryView = z.infer<typeof auditEntrySchema>;
export type AuditPage = z.infer<typeof auditPageSchema>;
