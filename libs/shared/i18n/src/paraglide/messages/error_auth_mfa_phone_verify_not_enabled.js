/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Mfa_Phone_Verify_Not_EnabledInputs */

const en_error_auth_mfa_phone_verify_not_enabled = /** @type {(inputs: Error_Auth_Mfa_Phone_Verify_Not_EnabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Codes by text message are not available; use an authenticator app.`)
};

/**
* | output |
* | --- |
* | "Codes by text message are not available; use an authenticator app." |
*
* @param {Error_Auth_Mfa_Phone_Verify_Not_EnabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_mfa_phone_verify_not_enabled = /** @type {((inputs?: Error_Auth_Mfa_Phone_Verify_Not_EnabledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Mfa_Phone_Verify_Not_EnabledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_mfa_phone_verify_not_enabled(inputs)
});