/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Otp_ExpiredInputs */

const en_error_auth_otp_expired = /** @type {(inputs: Error_Auth_Otp_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link or code has expired or was already used. Please ask for a new one.`)
};

/**
* | output |
* | --- |
* | "This link or code has expired or was already used. Please ask for a new one." |
*
* @param {Error_Auth_Otp_ExpiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_otp_expired = /** @type {((inputs?: Error_Auth_Otp_ExpiredInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Otp_ExpiredInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_otp_expired(inputs)
});