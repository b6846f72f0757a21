/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Filing_Married_Filing_JointlyInputs */

const en_taxinfo_filing_married_filing_jointly = /** @type {(inputs: Taxinfo_Filing_Married_Filing_JointlyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Married filing jointly`)
};

/**
* | output |
* | --- |
* | "Married filing jointly" |
*
* @param {Taxinfo_Filing_Married_Filing_JointlyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_married_filing_jointly = /** @type {((inputs?: Taxinfo_Filing_Married_Filing_JointlyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Filing_Married_Filing_JointlyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_filing_married_filing_jointly(inputs)
});