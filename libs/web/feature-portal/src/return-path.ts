/** A return's page, optionally at one of its parts (`request-{id}`, `messages`, `invoice-{id}`). */
export const returnPath = (engagementId: string, part?: string): string => `/portal/returns/${engagementId}${part ? `#${part}` : ''}`;
