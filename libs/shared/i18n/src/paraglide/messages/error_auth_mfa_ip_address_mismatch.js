/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Mfa_Ip_Address_MismatchInputs */

const en_error_auth_mfa_ip_address_mismatch = /** @type {(inputs: Error_Auth_Mfa_Ip_Address_MismatchInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please finish setting up the authenticator app from the same network where you started.`)
};

/**
* | output |
* | --- |
* | "Please finish setting up the authenticator app from the same network where you started." |
*
* @param {Error_Auth_Mfa_Ip_Address_MismatchInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_ip_address_mismatch = /** @type {((inputs?: Error_Auth_Mfa_Ip_Address_MismatchInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Mfa_Ip_Address_MismatchInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_mfa_ip_address_mismatch(inputs)
});