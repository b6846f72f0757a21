/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Receipt_ReferenceInputs */

const en_payment_receipt_reference = /** @type {(inputs: Payment_Receipt_ReferenceInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Payment reference`)
};

/**
* | output |
* | --- |
* | "Payment reference" |
*
* @param {Payment_Receipt_ReferenceInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_reference = /** @type {((inputs?: Payment_Receipt_ReferenceInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Receipt_ReferenceInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_receipt_reference(inputs)
});