/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Weak_PasswordInputs */

const en_error_auth_weak_password = /** @type {(inputs: Error_Auth_Weak_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This password is too easy to guess. Please choose a longer or less common one.`)
};

/**
* | output |
* | --- |
* | "This password is too easy to guess. Please choose a longer or less common one." |
*
* @param {Error_Auth_Weak_PasswordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_weak_password = /** @type {((inputs?: Error_Auth_Weak_PasswordInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Weak_PasswordInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_weak_password(inputs)
});