/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Invalid_SignatureInputs */

const en_error_api_invalid_signature = /** @type {(inputs: Error_Api_Invalid_SignatureInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This message could not be verified.`)
};

/**
* | output |
* | --- |
* | "This message could not be verified." |
*
* @param {Error_Api_Invalid_SignatureInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_invalid_signature = /** @type {((inputs?: Error_Api_Invalid_SignatureInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Invalid_SignatureInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_invalid_signature(inputs)
});