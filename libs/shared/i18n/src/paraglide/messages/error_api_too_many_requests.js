/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Too_Many_RequestsInputs */

const en_error_api_too_many_requests = /** @type {(inputs: Error_Api_Too_Many_RequestsInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Too many tries in a short time. Please wait a minute and try again.`)
};

/**
* | output |
* | --- |
* | "Too many tries in a short time. Please wait a minute and try again." |
*
* @param {Error_Api_Too_Many_RequestsInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_too_many_requests = /** @type {((inputs?: Error_Api_Too_Many_RequestsInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Too_Many_RequestsInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_too_many_requests(inputs)
});