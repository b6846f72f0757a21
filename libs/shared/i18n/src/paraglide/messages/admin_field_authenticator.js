/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Admin_Field_AuthenticatorInputs */

const en_admin_field_authenticator = /** @type {(inputs: Admin_Field_AuthenticatorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Authenticator app`)
};

/**
* | output |
* | --- |
* | "Authenticator app" |
*
* @param {Admin_Field_AuthenticatorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const admin_field_authenticator = /** @type {((inputs?: Admin_Field_AuthenticatorInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Admin_Field_AuthenticatorInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_admin_field_authenticator(inputs)
});