/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Weak_Password_EmailInputs */

const en_error_auth_weak_password_email = /** @type {(inputs: Error_Auth_Weak_Password_EmailInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password contains the first part of your email address, which makes it easy to guess. Please choose another.`)
};

/**
* | output |
* | --- |
* | "This password contains the first part of your email address, which makes it easy to guess. Please choose another." |
*
* @param {Error_Auth_Weak_Password_EmailInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_weak_password_email = /** @type {((inputs?: Error_Auth_Weak_Password_EmailInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Weak_Password_EmailInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_weak_password_email(inputs)
});