/** Record kinds with notes and replies, by their staff path segment (/admin/<kind>/<id>). Engagements keep their own notes. */
export const RECORD_KINDS = ['contact-messages', 'tax-intakes', 'appointments', 'applications', 'group-registrations', 'payments', 'referrals'] as const;

/** Records that name a person for their timeline (`/admin/people/<kind>.<id>`): every record kind and engagements. */
export const PERSON_REF_KINDS = [...RECORD_KINDS, 'engagements'] as const;

/** What a client's timeline lists. */
export const TIMELINE_KINDS = [...RECORD_KINDS, 'engagements', 'portal-messages'] as const;

export const CLIENT_RECORD_LIMITS = { noteMax: 5000, replyMax: 5000, subjectMax: 200, repliesPerHour: 60 } as const;
