/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_Status_ContactedInputs */

const en_referrals_status_contacted = /** @type {(inputs: Referrals_Status_ContactedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contacted`)
};

/**
* | output |
* | --- |
* | "Contacted" |
*
* @param {Referrals_Status_ContactedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_status_contacted = /** @type {((inputs?: Referrals_Status_ContactedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_Status_ContactedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_status_contacted(inputs)
});