/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Receipt_AmountInputs */

const en_payment_receipt_amount = /** @type {(inputs: Payment_Receipt_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount paid`)
};

/**
* | output |
* | --- |
* | "Amount paid" |
*
* @param {Payment_Receipt_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_amount = /** @type {((inputs?: Payment_Receipt_AmountInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Receipt_AmountInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_receipt_amount(inputs)
});