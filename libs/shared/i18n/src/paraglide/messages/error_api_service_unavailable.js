/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Service_UnavailableInputs */

const en_error_api_service_unavailable = /** @type {(inputs: Error_Api_Service_UnavailableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our service is briefly unavailable. Please try again in a minute.`)
};

/**
* | output |
* | --- |
* | "Our service is briefly unavailable. Please try again in a minute." |
*
* @param {Error_Api_Service_UnavailableInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_service_unavailable = /** @type {((inputs?: Error_Api_Service_UnavailableInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Service_UnavailableInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_service_unavailable(inputs)
});