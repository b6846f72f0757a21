/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_EmptyInputs */

const en_referrals_empty = /** @type {(inputs: Referrals_EmptyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No referrals yet. Refer a friend with New Referral.`)
};

/**
* | output |
* | --- |
* | "No referrals yet. Refer a friend with New Referral." |
*
* @param {Referrals_EmptyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_empty = /** @type {((inputs?: Referrals_EmptyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_EmptyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_empty(inputs)
});