/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_Self_EmploymentInputs */

const en_taxinfo_income_self_employment = /** @type {(inputs: Taxinfo_Income_Self_EmploymentInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Self-employment`)
};

/**
* | output |
* | --- |
* | "Self-employment" |
*
* @param {Taxinfo_Income_Self_EmploymentInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_self_employment = /** @type {((inputs?: Taxinfo_Income_Self_EmploymentInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_Self_EmploymentInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_self_employment(inputs)
});