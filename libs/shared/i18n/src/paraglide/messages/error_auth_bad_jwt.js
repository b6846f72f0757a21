/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Bad_JwtInputs */

const en_error_auth_bad_jwt = /** @type {(inputs: Error_Auth_Bad_JwtInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Your session is no longer valid. Please sign in again.`)
};

/**
* | output |
* | --- |
* | "Your session is no longer valid. Please sign in again." |
*
* @param {Error_Auth_Bad_JwtInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_bad_jwt = /** @type {((inputs?: Error_Auth_Bad_JwtInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Bad_JwtInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_bad_jwt(inputs)
});