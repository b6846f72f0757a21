/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Dependents_LegendInputs */

const en_taxinfo_dependents_legend = /** @type {(inputs: Taxinfo_Dependents_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Dependents`)
};

/**
* | output |
* | --- |
* | "Dependents" |
*
* @param {Taxinfo_Dependents_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_dependents_legend = /** @type {((inputs?: Taxinfo_Dependents_LegendInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Dependents_LegendInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_dependents_legend(inputs)
});