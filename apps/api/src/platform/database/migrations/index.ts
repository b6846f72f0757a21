import { AdminSearchIndexes1795000045100 } from './1795000045100-admin-search-indexes';
import { AuditLog1763780000000 } from './1763780000000-audit-log';
import { MailOutbox1763790000000 } from './1763790000000-mail-outbox';
import { Auth1763790100000 } from './1763790100000-auth';
import { UserProfiles1763790200000 } from './1763790200000-user-profiles';
import { AuthSignInLockouts1763790350000 } from './1763790350000-auth-sign-in-lockouts';
import { IdempotencyKeys1763800000000 } from './1763800000000-idempotency-keys';
import { Uploads1763810000000 } from './1763810000000-uploads';
import { TaxIntakes1763825000000 } from './1763825000000-tax-intakes';
import { Referrals1763830000000 } from './1763830000000-referrals';
import { RateLimitCounters1763800000010 } from './1763800000010-rate-limit-counters';
import { ContactMessages1763820000000 } from './1763820000000-contact-messages';
import { MailScheduled1763840000000 } from './1763840000000-mail-scheduled';
import { Booking1763840000001 } from './1763840000001-booking';
import { Payments1763850000000 } from './1763850000000-payments';
import { GroupRegistrations1763910000000 } from './1763910000000-group-registrations';
import { AuditAppendOnly1763920000000 } from './1763920000000-audit-append-only';
import { CareerApplications1763930000000 } from './1763930000000-career-applications';
import { UnloggedRateLimits1763940000000 } from './1763940000000-unlogged-rate-limits';
import { PaymentReferences1763950000000 } from './1763950000000-payment-references';
import { AbuseLimits1764000000000 } from './1764000000000-abuse-limits';
import { OneRateLimitTable1764100000000 } from './1764100000000-one-rate-limit-table';
import { ScheduledJobs1764100000001 } from './1764100000001-scheduled-jobs';
import { OneOffJobs1764200000000 } from './1764200000000-one-off-jobs';
import { StaffNotificationsAndCalendarFeeds1764400000431 } from './1764400000431-staff-notifications-and-calendar-feeds';
import { CourseSessions1764243000000 } from './1764243000000-course-sessions';
import { JobPostings1764310000000 } from './1764310000000-job-postings';
import { OfficeHours1764310000001 } from './1764310000001-office-hours';
import { Engagements1795000000000 } from './1795000000000-engagements';
import { PortalMessagesInvoices1795000001000 } from './1795000001000-portal-messages-invoices';
import { Signatures1795000002000 } from './1795000002000-signatures';
import { RecordNotes1795000004500 } from './1795000004500-record-notes';
import { LeadAssignees1795000004600 } from './1795000004600-lead-assignees';
import { Locales1795000046000 } from './1795000046000-locales';
import { MailDeliveryJobs1795000047000 } from './1795000047000-mail-delivery-jobs';
import { SignatureLocale1795000047100 } from './1795000047100-signature-locale';
import { LeadLocales1795000048000 } from './1795000048000-lead-locales';
import { WaitlistLocale1795000048100 } from './1795000048100-waitlist-locale';

/** Every migration, oldest first. Listed explicitly so the build needs no file globbing. */
export const migrations = [
  AuditLog1763780000000,
  MailOutbox1763790000000,
  Auth1763790100000,
  UserProfiles1763790200000,
  AuthSignInLockouts1763790350000,
  IdempotencyKeys1763800000000,
  RateLimitCounters1763800000010,
  Uploads1763810000000,
  ContactMessages1763820000000,
  TaxIntakes1763825000000,
  Referrals1763830000000,
  MailScheduled1763840000000,
  Booking1763840000001,
  Payments1763850000000,
  GroupRegistrations1763910000000,
  AuditAppendOnly1763920000000,
  CareerApplications1763930000000,
  UnloggedRateLimits1763940000000,
  PaymentReferences1763950000000,
  AbuseLimits1764000000000,
  OneRateLimitTable1764100000000,
  ScheduledJobs1764100000001,
  OneOffJobs1764200000000,
  CourseSessions1764243000000,
  JobPostings1764310000000,
  OfficeHours1764310000001,
  StaffNotificationsAndCalendarFeeds1764400000431,
  Engagements1795000000000,
  PortalMessagesInvoices1795000001000,
  Signatures1795000002000,
  RecordNotes1795000004500,
  LeadAssignees1795000004600,
  AdminSearchIndexes1795000045100,
  Locales1795000046000,
  MailDeliveryJobs1795000047000,
  SignatureLocale1795000047100,
  LeadLocales1795000048000,
  WaitlistLocale1795000048100,
];
