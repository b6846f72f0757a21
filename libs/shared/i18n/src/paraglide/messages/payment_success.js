/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_SuccessInputs */

const en_payment_success = /** @type {(inputs: Payment_SuccessInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment processed successfully! You will be redirected to complete the transaction.`)
};

/**
* | output |
* | --- |
* | "Payment processed successfully! You will be redirected to complete the transaction." |
*
* @param {Payment_SuccessInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_success = /** @type {((inputs?: Payment_SuccessInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_SuccessInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_success(inputs)
});