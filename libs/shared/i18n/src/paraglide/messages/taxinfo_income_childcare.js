/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Income_ChildcareInputs */

const en_taxinfo_income_childcare = /** @type {(inputs: Taxinfo_Income_ChildcareInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Childcare`)
};

/**
* | output |
* | --- |
* | "Childcare" |
*
* @param {Taxinfo_Income_ChildcareInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_income_childcare = /** @type {((inputs?: Taxinfo_Income_ChildcareInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Income_ChildcareInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_income_childcare(inputs)
});