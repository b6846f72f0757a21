/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_Dependent_MonthsInputs */

const en_taxinfo_field_dependent_months = /** @type {(inputs: Taxinfo_Field_Dependent_MonthsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Months lived with you last year`)
};

/**
* | output |
* | --- |
* | "Months lived with you last year" |
*
* @param {Taxinfo_Field_Dependent_MonthsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_dependent_months = /** @type {((inputs?: Taxinfo_Field_Dependent_MonthsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_Dependent_MonthsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_dependent_months(inputs)
});