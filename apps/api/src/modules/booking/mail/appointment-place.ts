import { officeBySlug, site } from '@huron/shared/content';
import type { BookingOffice, BookingService } from '@huron/shared/contracts';

export const SERVICE_LABELS: Record<BookingService, string> = {
  'individual-return': 'Individual tax return',
  'business-return': 'Business tax return',
  'tax-problem': 'Tax problem / IRS letter',
  advisory: 'Advisory',
  other: 'Other',
};

/** Where the appointment happens, as the invitation's LOCATION and the mails say it. */
export function placeOf(office: BookingOffice): { title: string; location: string } {
  if (office === 'remote')
    return { title: 'Remote appointment', location: `Phone or video call: we call you at the number you gave (questions: ${site.supportPhone})` };
  const o = officeBySlug(office)!;
  const location = o.address
    ? `${o.address.street}, ${o.address.city}, ${o.address.region} ${o.address.postalCode}`
    : `${o.name} office, by appointment (${o.phone})`;
  return { title: `${o.name} office`, location };
}
