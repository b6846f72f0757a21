/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Signup_DisabledInputs */

const en_error_auth_signup_disabled = /** @type {(inputs: Error_Auth_Signup_DisabledInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`New accounts cannot be created at the moment. Please call us.`)
};

/**
* | output |
* | --- |
* | "New accounts cannot be created at the moment. Please call us." |
*
* @param {Error_Auth_Signup_DisabledInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_signup_disabled = /** @type {((inputs?: Error_Auth_Signup_DisabledInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Signup_DisabledInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_signup_disabled(inputs)
});