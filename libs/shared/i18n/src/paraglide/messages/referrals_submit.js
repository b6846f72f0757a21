/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_SubmitInputs */

const en_referrals_submit = /** @type {(inputs: Referrals_SubmitInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Send Referral`)
};

/**
* | output |
* | --- |
* | "Send Referral" |
*
* @param {Referrals_SubmitInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_submit = /** @type {((inputs?: Referrals_SubmitInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_SubmitInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_submit(inputs)
});