/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Contact_Field_OfficeInputs */

const en_contact_field_office = /** @type {(inputs: Contact_Field_OfficeInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Preferred office`)
};

/**
* | output |
* | --- |
* | "Preferred office" |
*
* @param {Contact_Field_OfficeInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const contact_field_office = /** @type {((inputs?: Contact_Field_OfficeInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Contact_Field_OfficeInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_contact_field_office(inputs)
});