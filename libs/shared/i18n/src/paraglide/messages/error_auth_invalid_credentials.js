/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Invalid_CredentialsInputs */

const en_error_auth_invalid_credentials = /** @type {(inputs: Error_Auth_Invalid_CredentialsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The email address or password is wrong.`)
};

/**
* | output |
* | --- |
* | "The email address or password is wrong." |
*
* @param {Error_Auth_Invalid_CredentialsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_invalid_credentials = /** @type {((inputs?: Error_Auth_Invalid_CredentialsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Invalid_CredentialsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_invalid_credentials(inputs)
});