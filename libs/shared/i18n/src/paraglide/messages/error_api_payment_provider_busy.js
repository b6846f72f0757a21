/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Payment_Provider_BusyInputs */

const en_error_api_payment_provider_busy = /** @type {(inputs: Error_Api_Payment_Provider_BusyInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Our payment provider is busy. Please try again in a minute.`)
};

/**
* | output |
* | --- |
* | "Our payment provider is busy. Please try again in a minute." |
*
* @param {Error_Api_Payment_Provider_BusyInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_provider_busy = /** @type {((inputs?: Error_Api_Payment_Provider_BusyInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Payment_Provider_BusyInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_payment_provider_busy(inputs)
});