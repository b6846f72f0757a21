/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Receipt_DateInputs */

const en_payment_receipt_date = /** @type {(inputs: Payment_Receipt_DateInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Paid on`)
};

/**
* | output |
* | --- |
* | "Paid on" |
*
* @param {Payment_Receipt_DateInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_receipt_date = /** @type {((inputs?: Payment_Receipt_DateInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Receipt_DateInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_receipt_date(inputs)
});