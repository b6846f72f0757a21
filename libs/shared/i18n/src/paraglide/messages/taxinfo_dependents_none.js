/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Dependents_NoneInputs */

const en_taxinfo_dependents_none = /** @type {(inputs: Taxinfo_Dependents_NoneInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`No dependents added. Add children or relatives you support, or continue if there are none.`)
};

/**
* | output |
* | --- |
* | "No dependents added. Add children or relatives you support, or continue if there are none." |
*
* @param {Taxinfo_Dependents_NoneInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_dependents_none = /** @type {((inputs?: Taxinfo_Dependents_NoneInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Dependents_NoneInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_dependents_none(inputs)
});