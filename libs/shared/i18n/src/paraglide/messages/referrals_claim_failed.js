/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Claim_FailedInputs */

const en_referrals_claim_failed = /** @type {(inputs: Referrals_Claim_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This confirmation link is not valid for this account: sign in with the email address it was sent to.`)
};

/**
* | output |
* | --- |
* | "This confirmation link is not valid for this account: sign in with the email address it was sent to." |
*
* @param {Referrals_Claim_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_claim_failed = /** @type {((inputs?: Referrals_Claim_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Claim_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_claim_failed(inputs)
});