/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_Dependent_Birth_YearInputs */

const en_taxinfo_field_dependent_birth_year = /** @type {(inputs: Taxinfo_Field_Dependent_Birth_YearInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Birth year`)
};

/**
* | output |
* | --- |
* | "Birth year" |
*
* @param {Taxinfo_Field_Dependent_Birth_YearInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_dependent_birth_year = /** @type {((inputs?: Taxinfo_Field_Dependent_Birth_YearInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_Dependent_Birth_YearInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_dependent_birth_year(inputs)
});