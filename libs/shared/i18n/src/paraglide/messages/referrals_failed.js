/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Referrals_FailedInputs */

const en_referrals_failed = /** @type {(inputs: Referrals_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your referrals could not be loaded.`)
};

/**
* | output |
* | --- |
* | "Your referrals could not be loaded." |
*
* @param {Referrals_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const referrals_failed = /** @type {((inputs?: Referrals_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Referrals_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_referrals_failed(inputs)
});