import { m } from '@huron/shared/i18n';
import type { BookingOffice, BookingService } from '@huron/shared/contracts/booking';

export const OFFICE_LABELS: Record<BookingOffice, () => string> = {
  dearborn: m.booking_office_dearborn,
  ypsilanti: m.booking_office_ypsilanti,
  'ann-arbor': m.booking_office_ann_arbor,
  remote: m.booking_office_remote,
};

export const SERVICE_LABELS: Record<BookingService, () => string> = {
  'individual-return': m.booking_service_individual_return,
  'business-return': m.booking_service_business_return,
  'tax-problem': m.booking_service_tax_problem,
  advisory: m.booking_service_advisory,
  other: m.booking_service_other,
};
