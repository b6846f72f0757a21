/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_LegendInputs */

const en_taxinfo_income_legend = /** @type {(inputs: Taxinfo_Income_LegendInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Check everything that applied to you last year`)
};

/**
* | output |
* | --- |
* | "Check everything that applied to you last year" |
*
* @param {Taxinfo_Income_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_legend = /** @type {((inputs?: Taxinfo_Income_LegendInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_LegendInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_legend(inputs)
});