/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Mfa_Challenge_ExpiredInputs */

const en_error_auth_mfa_challenge_expired = /** @type {(inputs: Error_Auth_Mfa_Challenge_ExpiredInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code request has expired. Please enter a new code.`)
};

/**
* | output |
* | --- |
* | "That code request has expired. Please enter a new code." |
*
* @param {Error_Auth_Mfa_Challenge_ExpiredInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_challenge_expired = /** @type {((inputs?: Error_Auth_Mfa_Challenge_ExpiredInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Mfa_Challenge_ExpiredInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_mfa_challenge_expired(inputs)
});