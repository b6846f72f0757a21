/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Error_Api_Payment_Not_RefundableInputs */

const en_error_api_payment_not_refundable = /** @type {(inputs: Error_Api_Payment_Not_RefundableInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`This payment cannot be refunded: nothing paid is left to refund.`)
};

/**
* | output |
* | --- |
* | "This payment cannot be refunded: nothing paid is left to refund." |
*
* @param {Error_Api_Payment_Not_RefundableInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const error_api_payment_not_refundable = /** @type {((inputs?: Error_Api_Payment_Not_RefundableInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Error_Api_Payment_Not_RefundableInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_error_api_payment_not_refundable(inputs)
});