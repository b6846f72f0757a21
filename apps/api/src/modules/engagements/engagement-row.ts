import type {
  DocumentRequestStatus,
  DocumentRequestType,
  EfileResult,
  EngagementInternalStatus,
  EngagementKind,
  EngagementStatus,
  Office,
} from '@huron/shared/contracts';

/** What other modules learn of an engagement through EngagementAccess. */
export interface EngagementRef {
  id: string;
  clientEmail: string;
  clientUserId: string | null;
  taxYear: number;
  kind: EngagementKind;
  assigneeUserId: string | null;
  office: Office | null;
}

/** An engagement row as the repository reads it. */
export interface EngagementRow extends EngagementRef {
  status: EngagementStatus;
  statusChangedAt: Date;
  internalStatus: EngagementInternalStatus;
  irsResult: EfileResult;
  irsNextStep: string | null;
  irsUpdatedAt: Date | null;
  michiganResult: EfileResult;
  michiganNextStep: string | null;
  michiganUpdatedAt: Date | null;
  taxIntakeId: string | null;
  invitationSentAt: Date | null;
  completedAt: Date | null;
  retainUntil: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
  /** created_at as PostgreSQL's text (microseconds), for cursors. */
  cursorAt: string;
  openRequestCount: number;
  submittedRequestCount: number;
}

export interface HistoryRow {
  field: 'status' | 'irs' | 'michigan' | 'internal_status';
  value: string;
  actorUserId: string | null;
  createdAt: Date;
}

export interface NoteRow {
  id: string;
  body: string;
  authorUserId: string | null;
  createdAt: Date;
}

export interface RequestRow {
  id: string;
  engagementId: string;
  type: DocumentRequestType;
  title: string;
  description: string | null;
  status: DocumentRequestStatus;
  returnReason: string | null;
  answer: string | null;
  waitingSince: Date;
  remindersSent: number;
  nextReminderAt: Date | null;
  version: number;
  createdAt: Date;
  updatedAt: Date;
}

export interface RequestFileRow {
  requestId: string;
  id: string;
  name: string;
  size: number;
  type: string;
  uploadedAt: Date;
}

/** A reminder the sweep took: the request and where to write. */
export interface DueReminder {
  id: string;
  engagementId: string;
  clientEmail: string;
  /** The client's account, when one proved the mailbox (its /account language chooses the reminder's). */
  clientUserId?: string | null;
  remindersSent: number;
}

export interface NewEngagement {
  clientEmail: string;
  taxYear: number;
  kind: EngagementKind;
  assigneeUserId: string | null;
  office: Office | null;
  taxIntakeId: string | null;
  actorUserId: string;
}

export interface EngagementChanges {
  status?: EngagementStatus;
  internalStatus?: EngagementInternalStatus;
  assigneeUserId?: string | null;
  office?: Office | null;
  irs?: { result: EfileResult; nextStep: string | null };
  michigan?: { result: EfileResult; nextStep: string | null };
}

export interface StaffListFilter {
  status?: EngagementStatus;
  internalStatus?: EngagementInternalStatus;
  kind?: EngagementKind;
  taxYear?: number;
  assignee?: string;
  office?: Office;
  q?: string;
}
