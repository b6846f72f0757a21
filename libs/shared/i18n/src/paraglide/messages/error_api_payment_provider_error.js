/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Payment_Provider_ErrorInputs */

const en_error_api_payment_provider_error = /** @type {(inputs: Error_Api_Payment_Provider_ErrorInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our payment provider had a problem. Please try again.`)
};

/**
* | output |
* | --- |
* | "Our payment provider had a problem. Please try again." |
*
* @param {Error_Api_Payment_Provider_ErrorInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_error = /** @type {((inputs?: Error_Api_Payment_Provider_ErrorInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Payment_Provider_ErrorInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_payment_provider_error(inputs)
});