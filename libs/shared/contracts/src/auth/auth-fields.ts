import { z } from 'zod/mini';
import { MIN_PASSWORD_LENGTH } from './auth-limits';

// zod/mini: the same schemas as `zod`, but tree-shakable, so a sign-in page does not ship the whole validator.
// The schemas hold no interface text: the web form kit turns issue codes into catalogue messages.
export const requiredText = () => z.string().check(z.trim(), z.minLength(1));
export const emailAddress = () => z.pipe(requiredText(), z.email());
export const newPassword = () => z.string().check(z.minLength(MIN_PASSWORD_LENGTH));
