/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Contact_PreferenceInputs */

const en_admin_field_contact_preference = /** @type {(inputs: Admin_Field_Contact_PreferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Contact preference`)
};

/**
* | output |
* | --- |
* | "Contact preference" |
*
* @param {Admin_Field_Contact_PreferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_contact_preference = /** @type {((inputs?: Admin_Field_Contact_PreferenceInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Contact_PreferenceInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_contact_preference(inputs)
});