import { z } from 'zod/mini';

/** The service's default (AUTH_PASSWORD_MIN_LENGTH); the server stays the judge when it is configured higher. */
export const MIN_PASSWORD_LENGTH = 6;

/** Reasons carried by custom issues (`issue.params.reason`), so each client words them in its own language. */
export const AUTH_ISSUE = { passwordsDiffer: 'passwords_differ' } as const;

// zod/mini: the same schemas as `zod`, but tree-shakable, so a sign-in page does not ship the whole validator.
// The schemas hold no interface text: the web form kit turns issue codes into catalogue messages.
export const requiredText = () => z.string().check(z.trim(), z.minLength(1));
export const emailAddress = () => z.pipe(requiredText(), z.email());
export const newPassword = () => z.string().check(z.minLength(MIN_PASSWORD_LENGTH));
