/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Spouse_LegendInputs */

const en_taxinfo_spouse_legend = /** @type {(inputs: Taxinfo_Spouse_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your spouse`)
};

/**
* | output |
* | --- |
* | "Your spouse" |
*
* @param {Taxinfo_Spouse_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_spouse_legend = /** @type {((inputs?: Taxinfo_Spouse_LegendInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Spouse_LegendInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_spouse_legend(inputs)
});