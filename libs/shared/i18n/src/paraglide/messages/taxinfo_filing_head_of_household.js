/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Filing_Head_Of_HouseholdInputs */

const en_taxinfo_filing_head_of_household = /** @type {(inputs: Taxinfo_Filing_Head_Of_HouseholdInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Head of household`)
};

/**
* | output |
* | --- |
* | "Head of household" |
*
* @param {Taxinfo_Filing_Head_Of_HouseholdInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_filing_head_of_household = /** @type {((inputs?: Taxinfo_Filing_Head_Of_HouseholdInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Filing_Head_Of_HouseholdInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_filing_head_of_household(inputs)
});