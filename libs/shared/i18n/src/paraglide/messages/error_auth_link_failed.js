/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Auth_Link_FailedInputs */

const en_error_auth_link_failed = /** @type {(inputs: Error_Auth_Link_FailedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This link did not work: it may be old or already used. Please ask for a new one.`)
};

/**
* | output |
* | --- |
* | "This link did not work: it may be old or already used. Please ask for a new one." |
*
* @param {Error_Auth_Link_FailedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_auth_link_failed = /** @type {((inputs?: Error_Auth_Link_FailedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Auth_Link_FailedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_auth_link_failed(inputs)
});