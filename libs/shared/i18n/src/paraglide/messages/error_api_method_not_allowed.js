/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Method_Not_AllowedInputs */

const en_error_api_method_not_allowed = /** @type {(inputs: Error_Api_Method_Not_AllowedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This action is not available here. Please reload the page and try again.`)
};

/**
* | output |
* | --- |
* | "This action is not available here. Please reload the page and try again." |
*
* @param {Error_Api_Method_Not_AllowedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_method_not_allowed = /** @type {((inputs?: Error_Api_Method_Not_AllowedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Method_Not_AllowedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_method_not_allowed(inputs)
});