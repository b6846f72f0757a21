/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_RetirementInputs */

const en_taxinfo_income_retirement = /** @type {(inputs: Taxinfo_Income_RetirementInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Retirement income`)
};

/**
* | output |
* | --- |
* | "Retirement income" |
*
* @param {Taxinfo_Income_RetirementInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_retirement = /** @type {((inputs?: Taxinfo_Income_RetirementInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_RetirementInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_retirement(inputs)
});