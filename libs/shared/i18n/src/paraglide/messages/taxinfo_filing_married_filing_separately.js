/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Filing_Married_Filing_SeparatelyInputs */

const en_taxinfo_filing_married_filing_separately = /** @type {(inputs: Taxinfo_Filing_Married_Filing_SeparatelyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Married filing separately`)
};

/**
* | output |
* | --- |
* | "Married filing separately" |
*
* @param {Taxinfo_Filing_Married_Filing_SeparatelyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_married_filing_separately = /** @type {((inputs?: Taxinfo_Filing_Married_Filing_SeparatelyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Filing_Married_Filing_SeparatelyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_filing_married_filing_separately(inputs)
});