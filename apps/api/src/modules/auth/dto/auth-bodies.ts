import { z } from 'zod';

const text = z.string().nullish();
const metadata = z.record(z.string(), z.unknown()).nullish();
const pkce = { code_challenge: text, code_challenge_method: text };
const security = { gotrue_meta_security: z.object({ captcha_token: text }).nullish() };

/** Field types of each /auth/v1 request body (all optional; requirements are checked with GoTrue's messages). */
export const signupBody = z.object({ email: text, phone: text, password: text, data: metadata, channel: text, ...pkce, ...security });
export const tokenBody = z.object({
  email: text,
  phone: text,
  password: text,
  refresh_token: text,
  auth_code: text,
  code_verifier: text,
  ...security,
});
export const verifyBody = z.object({ type: text, token: text, token_hash: text, email: text, phone: text, redirect_to: text });
export const otpBody = z.object({ email: text, phone: text, channel: text, create_user: z.boolean().nullish(), data: metadata, ...pkce, ...security });
export const recoverBody = z.object({ email: text, ...pkce, ...security });
export const resendBody = z.object({ email: text, phone: text, type: text, ...security });
export const userUpdateBody = z.object({
  email: text,
  phone: text,
  password: text,
  nonce: text,
  data: metadata,
  app_metadata: metadata,
  channel: text,
  ...pkce,
});
export const enrollBody = z.object({ factor_type: text, friendly_name: text, issuer: text, phone: text });
export const challengeBody = z.object({ channel: text });
export const verifyFactorBody = z.object({ challenge_id: text, code: text });

export type SignupBody = z.infer<typeof signupBody>;
export type TokenBody = z.infer<typeof tokenBody>;
export type VerifyBody = z.infer<typeof verifyBody>;
export type OtpBody = z.infer<typeof otpBody>;
export type RecoverBody = z.infer<typeof recoverBody>;
export type ResendBody = z.infer<typeof resendBody>;
export type UserUpdateBody = z.infer<typeof userUpdateBody>;
export type EnrollBody = z.infer<typeof enrollBody>;
export type VerifyFactorBody = z.infer<typeof verifyFactorBody>;
