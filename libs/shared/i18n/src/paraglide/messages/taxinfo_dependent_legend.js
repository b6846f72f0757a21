/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ number: NonNullable<unknown> }} Taxinfo_Dependent_LegendInputs */

const en_taxinfo_dependent_legend = /** @type {(inputs: Taxinfo_Dependent_LegendInputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`Dependent ${i?.number}`)
};

/**
* | output |
* | --- |
* | "Dependent {number}" |
*
* @param {Taxinfo_Dependent_LegendInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_dependent_legend = /** @type {((inputs: Taxinfo_Dependent_LegendInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Dependent_LegendInputs, { locale?: "en" }, {}>} */ ((inputs, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_dependent_legend(inputs)
});