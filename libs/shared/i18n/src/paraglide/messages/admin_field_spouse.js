/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_SpouseInputs */

const en_admin_field_spouse = /** @type {(inputs: Admin_Field_SpouseInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Spouse`)
};

/**
* | output |
* | --- |
* | "Spouse" |
*
* @param {Admin_Field_SpouseInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_spouse = /** @type {((inputs?: Admin_Field_SpouseInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_SpouseInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_spouse(inputs)
});