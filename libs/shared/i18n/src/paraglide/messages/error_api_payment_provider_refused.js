/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Payment_Provider_RefusedInputs */

const en_error_api_payment_provider_refused = /** @type {(inputs: Error_Api_Payment_Provider_RefusedInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our payment provider could not take this payment. Please call us to pay.`)
};

/**
* | output |
* | --- |
* | "Our payment provider could not take this payment. Please call us to pay." |
*
* @param {Error_Api_Payment_Provider_RefusedInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_refused = /** @type {((inputs?: Error_Api_Payment_Provider_RefusedInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Payment_Provider_RefusedInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_payment_provider_refused(inputs)
});