import { z } from 'zod/mini';

// The signer's side (the portal and the office kiosk): zod/mini, so the signing page ships no full zod; the API reads
// the same schemas. Staff-side schemas are in signature.schema.ts (full zod, exported from the package root).

/** The version of the ESIGN Act 101(c) consent text shown before signing (messages sign_consent_*); stored with each consent. */
export const SIGNATURE_CONSENT_VERSION = '2026-11-27';
export const SIGNATURE_NAME_MAX = 120;
/** The photo IDs staff may record before in-office signing. */
export const PHOTO_ID_TYPES_LIST = ['drivers-license', 'state-id', 'passport', 'military-id', 'other-government-id'] as const;

export const signatureConsentSchema = z
  .object({
    version: z.literal(SIGNATURE_CONSENT_VERSION).check(z.describe('The consent text version the signer was shown')),
    accepted: z.literal(true).check(z.describe('Consent to electronic records and signatures (ESIGN Act 101(c))')),
  })
  .register(z.globalRegistry, { id: 'SignatureConsent', description: 'Accept the consent to electronic records and signatures' });
export type SignatureConsent = z.output<typeof signatureConsentSchema>;

const typedName = z.string().check(z.trim(), z.minLength(1), z.maxLength(SIGNATURE_NAME_MAX), z.describe('Your full name, typed: your signature'));

/** What the person fills in on the signing screen (a typed name suffices). */
export const signatureSignFormSchema = z
  .object({ typedName })
  .register(z.globalRegistry, { id: 'SignatureSignForm', description: 'The signing form: the typed name' });
export type SignatureSignForm = z.output<typeof signatureSignFormSchema>;

export const signatureSignSchema = z
  .object({
    signerId: z.uuid().check(z.describe('The signer you sign as (yours only)')),
    typedName,
    drawnSignature: z.optional(
      z
        .string()
        .check(
          z.maxLength(200_000),
          z.regex(/^data:image\/png;base64,[A-Za-z0-9+/]+=*$/, 'must be a PNG data URL'),
          z.describe('Optional drawn signature: a PNG data URL (at most 200,000 characters)'),
        ),
    ),
    intent: z.literal(true).check(z.describe('I intend to sign this document electronically')),
  })
  .register(z.globalRegistry, { id: 'SignatureSign', description: 'Sign as one signer' });
export type SignatureSign = z.output<typeof signatureSignSchema>;
