/** A staff refund's reason: 3 to 500 characters (kept with the refund and in the audit log). */
export const REFUND_REASON_LIMITS = { min: 3, max: 500 } as const;
