/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Time_AfternoonInputs */

const en_taxinfo_time_afternoon = /** @type {(inputs: Taxinfo_Time_AfternoonInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Afternoon`)
};

/**
* | output |
* | --- |
* | "Afternoon" |
*
* @param {Taxinfo_Time_AfternoonInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_afternoon = /** @type {((inputs?: Taxinfo_Time_AfternoonInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Time_AfternoonInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_time_afternoon(inputs)
});