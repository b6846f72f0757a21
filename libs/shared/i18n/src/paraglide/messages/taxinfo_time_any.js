/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Time_AnyInputs */

const en_taxinfo_time_any = /** @type {(inputs: Taxinfo_Time_AnyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Any time`)
};

/**
* | output |
* | --- |
* | "Any time" |
*
* @param {Taxinfo_Time_AnyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_time_any = /** @type {((inputs?: Taxinfo_Time_AnyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Time_AnyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_time_any(inputs)
});