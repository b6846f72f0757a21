/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Request_TimeoutInputs */

const en_error_api_request_timeout = /** @type {(inputs: Error_Api_Request_TimeoutInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`The request took too long to arrive. Check your connection and try again.`)
};

/**
* | output |
* | --- |
* | "The request took too long to arrive. Check your connection and try again." |
*
* @param {Error_Api_Request_TimeoutInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_request_timeout = /** @type {((inputs?: Error_Api_Request_TimeoutInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Request_TimeoutInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_request_timeout(inputs)
});