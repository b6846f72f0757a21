/** Who does a staff action: the user id, and the request id for the audit trail. */
export interface StaffActor {
  id: string;
  requestId?: string | null;
}
