/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Time_MorningInputs */

const en_taxinfo_time_morning = /** @type {(inputs: Taxinfo_Time_MorningInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Morning`)
};

/**
* | output |
* | --- |
* | "Morning" |
*
* @param {Taxinfo_Time_MorningInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_morning = /** @type {((inputs?: Taxinfo_Time_MorningInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Time_MorningInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_time_morning(inputs)
});