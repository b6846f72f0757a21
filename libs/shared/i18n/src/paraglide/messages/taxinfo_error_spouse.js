/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Error_SpouseInputs */

const en_taxinfo_error_spouse = /** @type {(inputs: Taxinfo_Error_SpouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please tell us about your spouse.`)
};

/**
* | output |
* | --- |
* | "Please tell us about your spouse." |
*
* @param {Taxinfo_Error_SpouseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_error_spouse = /** @type {((inputs?: Taxinfo_Error_SpouseInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Error_SpouseInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_error_spouse(inputs)
});