/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_UnauthorizedInputs */

const en_error_api_unauthorized = /** @type {(inputs: Error_Api_UnauthorizedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Please sign in to continue.`)
};

/**
* | output |
* | --- |
* | "Please sign in to continue." |
*
* @param {Error_Api_UnauthorizedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_unauthorized = /** @type {((inputs?: Error_Api_UnauthorizedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_UnauthorizedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_unauthorized(inputs)
});