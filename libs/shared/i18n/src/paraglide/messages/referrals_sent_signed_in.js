/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Sent_Signed_InInputs */

const en_referrals_sent_signed_in = /** @type {(inputs: Referrals_Sent_Signed_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Your referral is on your dashboard.`)
};

/**
* | output |
* | --- |
* | "Thank you! Your referral is on your dashboard." |
*
* @param {Referrals_Sent_Signed_InInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_sent_signed_in = /** @type {((inputs?: Referrals_Sent_Signed_InInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Sent_Signed_InInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_sent_signed_in(inputs)
});