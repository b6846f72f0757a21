/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Sent_Signed_OutInputs */

const en_referrals_sent_signed_out = /** @type {(inputs: Referrals_Sent_Signed_OutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Thank you! Check your email: once you open the link in it, we invite your friend and add this referral to your dashboard.`)
};

/**
* | output |
* | --- |
* | "Thank you! Check your email: once you open the link in it, we invite your friend and add this referral to your dashboard." |
*
* @param {Referrals_Sent_Signed_OutInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_sent_signed_out = /** @type {((inputs?: Referrals_Sent_Signed_OutInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Sent_Signed_OutInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_sent_signed_out(inputs)
});