/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_No_AuthorizationInputs */

const en_error_auth_no_authorization = /** @type {(inputs: Error_Auth_No_AuthorizationInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Error_Auth_No_AuthorizationInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_no_authorization = /** @type {((inputs?: Error_Auth_No_AuthorizationInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_No_AuthorizationInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_no_authorization(inputs)
});