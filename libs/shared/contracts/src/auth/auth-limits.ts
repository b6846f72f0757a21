// No zod here: the account pages use these before their forms' schemas have loaded.

/** The service's default (AUTH_PASSWORD_MIN_LENGTH); the server stays the judge when it is configured higher. */
export const MIN_PASSWORD_LENGTH = 6;

/** Reasons carried by custom issues (`issue.params.reason`), so each client words them in its own language. */
export const AUTH_ISSUE = { passwordsDiffer: 'passwords_differ' } as const;
