/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Weak_Password_PwnedInputs */

const en_error_auth_weak_password_pwned = /** @type {(inputs: Error_Auth_Weak_Password_PwnedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is one of the most common passwords, so it is easy to guess. Please choose another.`)
};

/**
* | output |
* | --- |
* | "This password is one of the most common passwords, so it is easy to guess. Please choose another." |
*
* @param {Error_Auth_Weak_Password_PwnedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_weak_password_pwned = /** @type {((inputs?: Error_Auth_Weak_Password_PwnedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Weak_Password_PwnedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_weak_password_pwned(inputs)
});