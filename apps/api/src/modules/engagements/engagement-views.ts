import type {
  AdminDocumentRequest,
  EfileState,
  EngagementDetail,
  EngagementSummary,
  PortalDocumentRequest,
  PortalEngagement,
  PortalEngagementDetail,
} from '@huron/shared/contracts';
import type { EngagementRow, HistoryRow, NoteRow, RequestFileRow, RequestRow } from './engagement-row';

const iso = (date: Date | string) => new Date(date).toISOString();
const isoOrNull = (date: Date | string | null) => (date === null ? null : iso(date));

const efile = (result: EngagementRow['irsResult'], nextStep: string | null, updatedAt: Date | null): EfileState => ({
  result,
  nextStep,
  updatedAt: isoOrNull(updatedAt),
});

/** What the client sees: never the internal status, notes, assignee id or history actors. */
export function portalEngagementOf(row: EngagementRow, preparerName: string | null = null): PortalEngagement {
  return {
    id: row.id,
    taxYear: row.taxYear,
    kind: row.kind,
    status: row.status,
    statusChangedAt: iso(row.statusChangedAt),
    irs: efile(row.irsResult, row.irsNextStep, row.irsUpdatedAt),
    michigan: efile(row.michiganResult, row.michiganNextStep, row.michiganUpdatedAt),
    openRequestCount: row.openRequestCount,
    preparerName,
    createdAt: iso(row.createdAt),
  };
}

export function portalEngagementDetailOf(row: EngagementRow, history: HistoryRow[], preparerName: string | null): PortalEngagementDetail {
  return {
    ...portalEngagementOf(row, preparerName),
    history: history
      .filter((entry) => entry.field !== 'internal_status')
      .map((entry) => ({ field: entry.field as 'status' | 'irs' | 'michigan', value: entry.value, at: iso(entry.createdAt) })),
  };
}

const filesFor = (files: RequestFileRow[], requestId: string) =>
  files
    .filter((file) => file.requestId === requestId)
    .map((file) => ({ id: file.id, name: file.name, size: file.size, type: file.type, uploadedAt: iso(file.uploadedAt) }));

export function portalRequestOf(row: RequestRow, files: RequestFileRow[]): PortalDocumentRequest {
  return {
    id: row.id,
    engagementId: row.engagementId,
    type: row.type,
    title: row.title,
    description: row.description,
    status: row.status,
    returnReason: row.status === 'returned' ? row.returnReason : null,
    answer: row.answer,
    files: filesFor(files, row.id),
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export function adminRequestOf(row: RequestRow, files: RequestFileRow[]): AdminDocumentRequest {
  return {
    ...portalRequestOf(row, files),
    returnReason: row.returnReason,
    remindersSent: row.remindersSent,
    nextReminderAt: isoOrNull(row.nextReminderAt),
    version: row.version,
  };
}

export function engagementSummaryOf(row: EngagementRow, names: Map<string, string>): EngagementSummary {
  return {
    id: row.id,
    clientEmail: row.clientEmail,
    clientUserId: row.clientUserId,
    clientName: null,
    taxYear: row.taxYear,
    kind: row.kind,
    status: row.status,
    internalStatus: row.internalStatus,
    assigneeUserId: row.assigneeUserId,
    assigneeName: row.assigneeUserId ? (names.get(row.assigneeUserId) ?? null) : null,
    office: row.office,
    openRequestCount: row.openRequestCount,
    submittedRequestCount: row.submittedRequestCount,
    version: row.version,
    createdAt: iso(row.createdAt),
    updatedAt: iso(row.updatedAt),
  };
}

export interface DetailParts {
  history: HistoryRow[];
  notes: NoteRow[];
  requests: RequestRow[];
  files: RequestFileRow[];
  documents: Array<{ id: string; name: string; size: number; type: string }>;
  names: Map<string, string>;
  clientName: string | null;
}

export function engagementDetailOf(row: EngagementRow, parts: DetailParts): EngagementDetail {
  return {
    ...engagementSummaryOf(row, parts.names),
    clientName: parts.clientName,
    irs: efile(row.irsResult, row.irsNextStep, row.irsUpdatedAt),
    michigan: efile(row.michiganResult, row.michiganNextStep, row.michiganUpdatedAt),
    history: parts.history.map((entry) => ({ field: entry.field, value: entry.value, at: iso(entry.createdAt), actorUserId: entry.actorUserId })),
    notes: parts.notes.map((note) => ({
      id: note.id,
      body: note.body,
      authorUserId: note.authorUserId,
      authorName: note.authorUserId ? (parts.names.get(note.authorUserId) ?? null) : null,
      createdAt: iso(note.createdAt),
    })),
    requests: parts.requests.map((request) => adminRequestOf(request, parts.files)),
    documents: parts.documents,
    taxIntakeId: row.taxIntakeId,
    invitationSentAt: isoOrNull(row.invitationSentAt),
    retainUntil: isoOrNull(row.retainUntil),
  };
}
