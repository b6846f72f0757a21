/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Email_ExistsInputs */

const en_error_auth_email_exists = /** @type {(inputs: Error_Auth_Email_ExistsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`An account with this email address already exists. Sign in, or reset your password.`)
};

/**
* | output |
* | --- |
* | "An account with this email address already exists. Sign in, or reset your password." |
*
* @param {Error_Auth_Email_ExistsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_email_exists = /** @type {((inputs?: Error_Auth_Email_ExistsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Email_ExistsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_email_exists(inputs)
});