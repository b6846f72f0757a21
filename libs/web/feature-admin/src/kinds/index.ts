import { applications } from './applications';
import { audit } from './audit';
import { appointments } from './appointments';
import { engagements } from './engagements';
import { inbox } from './inbox';
import { contactMessages } from './contact-messages';
import { groupRegistrations } from './group-registrations';
import { people } from './people';
import { payments } from './payments';
import { referrals } from './referrals';
import { taxIntakes } from './tax-intakes';
import { taxSchoolRegistrations } from './tax-school-registrations';
import type { AnyKind } from './kind';

/** Every list in the back office, in menu order. A new kind is one file in this folder and one line here. */
export const kinds: AnyKind[] = [
  engagements,
  inbox,
  taxIntakes,
  contactMessages,
  groupRegistrations,
  applications,
  appointments,
  payments,
  taxSchoolRegistrations,
  referrals,
  people,
  audit,
];

export const kindBySlug = (slug: string | undefined): AnyKind | undefined => kinds.find((kind) => kind.slug === slug);
