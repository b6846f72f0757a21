/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Payment_Provider_UnreachableInputs */

const en_error_api_payment_provider_unreachable = /** @type {(inputs: Error_Api_Payment_Provider_UnreachableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We could not reach our payment provider. Please try again.`)
};

/**
* | output |
* | --- |
* | "We could not reach our payment provider. Please try again." |
*
* @param {Error_Api_Payment_Provider_UnreachableInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_unreachable = /** @type {((inputs?: Error_Api_Payment_Provider_UnreachableInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Payment_Provider_UnreachableInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_payment_provider_unreachable(inputs)
});