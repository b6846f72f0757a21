/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Receipt_ForInputs */

const en_payment_receipt_for = /** @type {(inputs: Payment_Receipt_ForInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`For`)
};

/**
* | output |
* | --- |
* | "For" |
*
* @param {Payment_Receipt_ForInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_for = /** @type {((inputs?: Payment_Receipt_ForInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Receipt_ForInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_receipt_for(inputs)
});