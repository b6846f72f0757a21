/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Payment_Not_PendingInputs */

const en_error_api_payment_not_pending = /** @type {(inputs: Error_Api_Payment_Not_PendingInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment is no longer waiting to be paid.`)
};

/**
* | output |
* | --- |
* | "This payment is no longer waiting to be paid." |
*
* @param {Error_Api_Payment_Not_PendingInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_not_pending = /** @type {((inputs?: Error_Api_Payment_Not_PendingInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Payment_Not_PendingInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_payment_not_pending(inputs)
});