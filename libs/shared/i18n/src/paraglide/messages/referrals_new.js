/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_NewInputs */

const en_referrals_new = /** @type {(inputs: Referrals_NewInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New Referral`)
};

/**
* | output |
* | --- |
* | "New Referral" |
*
* @param {Referrals_NewInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_new = /** @type {((inputs?: Referrals_NewInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_NewInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_new(inputs)
});