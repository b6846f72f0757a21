/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_Last_Sign_InInputs */

const en_admin_field_last_sign_in = /** @type {(inputs: Admin_Field_Last_Sign_InInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Last sign-in`)
};

/**
* | output |
* | --- |
* | "Last sign-in" |
*
* @param {Admin_Field_Last_Sign_InInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_last_sign_in = /** @type {((inputs?: Admin_Field_Last_Sign_InInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_Last_Sign_InInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_last_sign_in(inputs)
});