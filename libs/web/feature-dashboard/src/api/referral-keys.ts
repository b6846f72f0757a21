/** Keyed by user, so another account signing in on this tab never sees the previous one's referrals. */
export const referralKeys = { all: (userId: string) => ['referrals', userId] as const };
