/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Mfa_Verification_FailedInputs */

const en_error_auth_mfa_verification_failed = /** @type {(inputs: Error_Auth_Mfa_Verification_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`That code is not right. Enter the 6-digit code your authenticator app shows now.`)
};

/**
* | output |
* | --- |
* | "That code is not right. Enter the 6-digit code your authenticator app shows now." |
*
* @param {Error_Auth_Mfa_Verification_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_verification_failed = /** @type {((inputs?: Error_Auth_Mfa_Verification_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Mfa_Verification_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_mfa_verification_failed(inputs)
});