import type { PersonRefKind, RecordKind } from '@huron/shared/contracts';

/** Where each record kind lives and which of its columns name the client (SQL fragments; never user input). */
export interface RecordSource {
  table: string;
  /** Shown in words: 'Contact message' (404s, the default reply subject). */
  noun: string;
  email: string;
  name: string;
  office: string;
  reference: string;
}

export const RECORD_SOURCES: Record<RecordKind, RecordSource> = {
  'contact-messages': { table: 'contact_messages', noun: 'Contact message', email: 'email', name: 'name', office: 'office', reference: 'reference' },
  'tax-intakes': { table: 'tax_intakes', noun: 'Tax intake', email: 'email', name: 'full_name', office: 'office', reference: 'reference' },
  appointments: { table: 'booking_appointments', noun: 'Appointment', email: 'email', name: 'name', office: 'office', reference: 'reference' },
  applications: { table: 'career_applications', noun: 'Job application', email: 'email', name: 'name', office: 'NULL::text', reference: 'reference' },
  'group-registrations': {
    table: 'group_registrations',
    noun: 'Group registration',
    email: 'email',
    name: 'contact_name',
    office: 'office',
    reference: 'reference',
  },
  payments: { table: 'payments', noun: 'Payment', email: 'email', name: 'name', office: 'NULL::text', reference: 'reference' },
  referrals: { table: 'referrals', noun: 'Referral', email: 'referrer_email', name: 'referrer_name', office: 'NULL::text', reference: 'NULL::text' },
};

/** Records that name a person for a timeline: every record kind, and engagements (the client's email). */
export const PERSON_SOURCES: Record<PersonRefKind, RecordSource> = {
  ...RECORD_SOURCES,
  engagements: { table: 'engagements', noun: 'Engagement', email: 'client_email', name: 'NULL::text', office: 'office', reference: 'NULL::text' },
};
