import { ApiError, type FieldError } from '../../platform/http/api-error';

export const ReferralErrors = {
  notFound: () => ApiError.notFound('Referral'),
  selfReferral: () => new ApiError(422, 'self_referral', 'You cannot refer yourself', [{ field: 'friendEmail', message: 'is your own address' }]),
  alreadyReferred: () =>
    new ApiError(422, 'already_referred', 'You have already referred this friend', [
      { field: 'friendEmail', message: 'you have already referred this friend' },
    ]),
  versionConflict: () => new ApiError(409, 'version_conflict', 'Someone changed this referral since you loaded it; reload and try again'),
  illegalStep: (from: string, to: string) =>
    new ApiError(422, 'illegal_status_change', `A referral cannot move from ${from} to ${to}`, [
      { field: 'status', message: `cannot move from ${from} to ${to}` },
    ]),
  field: (field: string, message: string, problem: Pick<FieldError, 'code' | 'params'> = {}) =>
    new ApiError(422, 'invalid_change', `${field} ${message}`, [{ field, message, ...problem }]),
  claimNotValid: () =>
    new ApiError(422, 'claim_not_valid', 'This confirmation link is not valid for the account you are signed in to', [
      { field: 'token', message: 'is used, unknown, or belongs to another email address' },
    ]),
  /** Too many referrals from one referrer (account or address) in a day; 429 with Retry-After. */
  dailyLimit: (max: number, retryAfterSeconds: number) =>
    Object.assign(new ApiError(429, 'referral_limit_reached', `You can refer at most ${max} friends a day. Please try again tomorrow.`), { retryAfterSeconds }),
  shareCodeUnknown: () => new ApiError(404, 'share_code_unknown', 'This share link names nobody'),
  refusalNotValid: () => new ApiError(404, 'not_found', 'This link is not valid'),
};
