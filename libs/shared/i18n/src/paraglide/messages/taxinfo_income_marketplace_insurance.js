/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_Marketplace_InsuranceInputs */

const en_taxinfo_income_marketplace_insurance = /** @type {(inputs: Taxinfo_Income_Marketplace_InsuranceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Health insurance marketplace`)
};

/**
* | output |
* | --- |
* | "Health insurance marketplace" |
*
* @param {Taxinfo_Income_Marketplace_InsuranceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_marketplace_insurance = /** @type {((inputs?: Taxinfo_Income_Marketplace_InsuranceInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_Marketplace_InsuranceInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_marketplace_insurance(inputs)
});