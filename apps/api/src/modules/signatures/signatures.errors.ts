import { HttpStatus } from '@nestjs/common';
import { ApiError } from '../../platform/http/api-error';

export const signatureErrors = {
  /** Missing, not the caller's, or signatures switched off: the same answer (never 403, never the row). */
  notFound: () => ApiError.notFound('Signature request'),
  signerNotFound: () => ApiError.notFound('Signer'),
  notPending: (status: string) =>
    new ApiError(HttpStatus.CONFLICT, 'signature_not_pending', `This request is ${status === 'void' ? 'void' : 'completed'}: it cannot be signed or changed`),
  alreadySigned: () =>
    new ApiError(HttpStatus.CONFLICT, 'signature_already_signed', 'This signer has already signed', [{ field: 'signerId', message: 'has already signed' }]),
  consentRequired: () =>
    new ApiError(HttpStatus.CONFLICT, 'signature_consent_required', 'Accept the consent to electronic records and signatures first (POST .../consent)'),
  remoteDisabled: () =>
    new ApiError(
      HttpStatus.FORBIDDEN,
      'remote_signing_disabled',
      'Form 8879 is signed in the office after a photo-ID check: IRS rules require identity verification for remote signing (SIGNATURE_REMOTE_8879 is off)',
    ),
  kioskSession: () => new ApiError(HttpStatus.UNAUTHORIZED, 'unauthorized', 'The in-office signing session is unknown, used or expired: staff start a new one'),
  signedIn: () => new ApiError(HttpStatus.UNAUTHORIZED, 'unauthorized', 'Sign in, or use an in-office signing session (X-Signing-Session)'),
  notSigned: () => ApiError.notFound('Signed document'),
  idExpired: () => ApiError.validation([{ field: 'idExpiresOn', message: 'the photo ID has expired' }]),
  spouseEmail: () => ApiError.validation([{ field: 'signers.1.email', message: "must be the spouse's own address, not the taxpayer's" }]),
  badDrawing: () => ApiError.validation([{ field: 'drawnSignature', message: 'is not a PNG image' }]),
  fileNotPdf: () => ApiError.validation([{ field: 'uploadId', message: 'must be a readable, unencrypted PDF with at least one page' }]),
};
