/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_Mortgage_Property_TaxInputs */

const en_taxinfo_income_mortgage_property_tax = /** @type {(inputs: Taxinfo_Income_Mortgage_Property_TaxInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mortgage interest and property tax`)
};

/**
* | output |
* | --- |
* | "Mortgage interest and property tax" |
*
* @param {Taxinfo_Income_Mortgage_Property_TaxInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_mortgage_property_tax = /** @type {((inputs?: Taxinfo_Income_Mortgage_Property_TaxInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_Mortgage_Property_TaxInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_mortgage_property_tax(inputs)
});