/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Same_PasswordInputs */

const en_error_auth_same_password = /** @type {(inputs: Error_Auth_Same_PasswordInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your new password must be different from your current one.`)
};

/**
* | output |
* | --- |
* | "Your new password must be different from your current one." |
*
* @param {Error_Auth_Same_PasswordInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_same_password = /** @type {((inputs?: Error_Auth_Same_PasswordInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Same_PasswordInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_same_password(inputs)
});