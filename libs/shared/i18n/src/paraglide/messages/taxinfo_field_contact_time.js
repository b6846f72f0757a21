/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Taxinfo_Field_Contact_TimeInputs */

const en_taxinfo_field_contact_time = /** @type {(inputs: Taxinfo_Field_Contact_TimeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`When is best?`)
};

/**
* | output |
* | --- |
* | "When is best?" |
*
* @param {Taxinfo_Field_Contact_TimeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const taxinfo_field_contact_time = /** @type {((inputs?: Taxinfo_Field_Contact_TimeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Taxinfo_Field_Contact_TimeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_taxinfo_field_contact_time(inputs)
});