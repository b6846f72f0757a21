/* eslint-disable */
import { getLocale, experimentalStaticLocale } from '../runtime.js';

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Payment_Field_AmountInputs */

const en_payment_field_amount = /** @type {(inputs: Payment_Field_AmountInputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Amount (USD)`)
};

/**
* | output |
* | --- |
* | "Amount (USD)" |
*
* @param {Payment_Field_AmountInputs} inputs
* @param {{ locale?: "en" }} options
* @returns {LocalizedString}
*/
export const payment_field_amount = /** @type {((inputs?: Payment_Field_AmountInputs, options?: { locale?: "en" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Payment_Field_AmountInputs, { locale?: "en" }, {}>} */ ((inputs = {}, options = {}) => {
	experimentalStaticLocale ?? options.locale ?? getLocale()
	return en_payment_field_amount(inputs)
});