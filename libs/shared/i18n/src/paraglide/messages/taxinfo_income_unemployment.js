/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_UnemploymentInputs */

const en_taxinfo_income_unemployment = /** @type {(inputs: Taxinfo_Income_UnemploymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Unemployment`)
};

/**
* | output |
* | --- |
* | "Unemployment" |
*
* @param {Taxinfo_Income_UnemploymentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_unemployment = /** @type {((inputs?: Taxinfo_Income_UnemploymentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_UnemploymentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_unemployment(inputs)
});