/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_Contact_MethodInputs */

const en_taxinfo_field_contact_method = /** @type {(inputs: Taxinfo_Field_Contact_MethodInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`How should we contact you?`)
};

/**
* | output |
* | --- |
* | "How should we contact you?" |
*
* @param {Taxinfo_Field_Contact_MethodInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_contact_method = /** @type {((inputs?: Taxinfo_Field_Contact_MethodInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_Contact_MethodInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_contact_method(inputs)
});