/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Insufficient_AalInputs */

const en_error_auth_insufficient_aal = /** @type {(inputs: Error_Auth_Insufficient_AalInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please enter the code from your authenticator app first.`)
};

/**
* | output |
* | --- |
* | "Please enter the code from your authenticator app first." |
*
* @param {Error_Auth_Insufficient_AalInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_insufficient_aal = /** @type {((inputs?: Error_Auth_Insufficient_AalInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Insufficient_AalInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_insufficient_aal(inputs)
});