/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_OfficeInputs */

const en_taxinfo_field_office = /** @type {(inputs: Taxinfo_Field_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred office`)
};

/**
* | output |
* | --- |
* | "Preferred office" |
*
* @param {Taxinfo_Field_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_office = /** @type {((inputs?: Taxinfo_Field_OfficeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_OfficeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_office(inputs)
});